import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@matri/api-client';
import type { Language } from '@matri/contracts';
import { UiProvider } from '@matri/ui';
import { useState, type ReactNode } from 'react';
import { brand } from '../config/app-config';
import { MemberLanguageProvider, useMemberLanguage } from '../i18n/member-language';
import { MemberProvider } from '../session/member-context';
import { AppRoutes } from './app-routes';

function UiInMemberLanguage({ children }: { children: ReactNode }) {
  const { language } = useMemberLanguage();
  return (
    <UiProvider brand={brand} language={language}>
      {children}
    </UiProvider>
  );
}

/** The application shell registered for every member page, in the language whose catalog main.tsx loaded. */
export function App({ language }: { language: Language }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MemberLanguageProvider initial={language}>
        <UiInMemberLanguage>
          <MemberProvider>
            <AppRoutes />
          </MemberProvider>
        </UiInMemberLanguage>
      </MemberLanguageProvider>
    </QueryClientProvider>
  );
}
