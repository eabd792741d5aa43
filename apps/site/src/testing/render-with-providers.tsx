import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@matri/ui';
import { brands } from '@matri/contracts';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <UiProvider brand={brands['shubh-vivah']} env="test">
        {ui}
      </UiProvider>
    </MemoryRouter>,
  );
}
