import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@matri/api-client';
import { brands } from '@matri/contracts';
import { UiProvider } from '@matri/ui';
import { MemberProvider } from '../session/member-context';

export function renderWithProviders(ui: ReactElement, { route = '/dashboard' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <UiProvider brand={brands['shubh-vivah']} env="test">
          <MemberProvider>{ui}</MemberProvider>
        </UiProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
