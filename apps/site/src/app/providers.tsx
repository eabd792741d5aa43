import { UiProvider } from '@matri/ui';
import type { ReactNode } from 'react';
import type { Language } from '@matri/contracts';
import { brand } from '../config/app-config';

export function AppProviders({
  language,
  hasToasts,
  children,
}: {
  language: Language;
  hasToasts?: boolean;
  children: ReactNode;
}) {
  return (
    <UiProvider brand={brand} language={language} hasToasts={hasToasts}>
      {children}
    </UiProvider>
  );
}
