import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@matri/api-client';
import { UiProvider } from '@matri/ui';
import { useState } from 'react';
import { brand } from '../config/app-config';
import { MemberProvider } from '../session/member-context';
import { useMemberLanguage } from '../i18n/member-language';
import { AppRoutes } from './app-routes';

/** The application shell registered for every member page. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const { language } = useMemberLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider brand={brand} language={language}>
        <MemberProvider>
          <AppRoutes />
        </MemberProvider>
      </UiProvider>
    </QueryClientProvider>
  );
}
