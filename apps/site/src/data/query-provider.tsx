import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@matri/api-client';
import type { ReactNode } from 'react';

/**
 * One query client for the page, provided only around the parts that talk to the API (forms, the member's name),
 * so that visitors reading the prerendered home page never download the data layer.
 */
const queryClient = createQueryClient();

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
