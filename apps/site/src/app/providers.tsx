import { UiProvider } from '@matri/ui';
import type { ReactNode } from 'react';
import { brand } from '../config/app-config';

export function AppProviders({ children }: { children: ReactNode }) {
  return <UiProvider brand={brand}>{children}</UiProvider>;
}
