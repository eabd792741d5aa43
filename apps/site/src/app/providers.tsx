import { UiProvider } from '@matri/ui';
import type { ReactNode } from 'react';
import type { Language } from '@matri/contracts';
import { brand } from '../config/app-config';

/** `isIsland`: one of several roots of a prerendered page, which has the theme's styles already. */
export function AppProviders({
  language,
  isIsland = false,
  hasToasts,
  children,
}: {
  language: Language;
  isIsland?: boolean;
  hasToasts?: boolean;
  children: ReactNode;
}) {
  return (
    <UiProvider brand={brand} language={language} hasToasts={hasToasts} withPageStyles={!isIsland}>
      {children}
    </UiProvider>
  );
}
