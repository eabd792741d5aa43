import { UiProvider } from '@matri/ui';
import type { ReactNode } from 'react';
import type { Language } from '@matri/contracts';
import { brand } from '../config/app-config';

export function AppProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <UiProvider brand={brand} language={language}>
      {children}
    </UiProvider>
  );
}
