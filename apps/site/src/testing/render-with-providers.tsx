import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@matri/ui';
import { brands, type Language } from '@matri/contracts';

/** `language`: the page's language, whose messages the test has activated (English is, for every test). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language = 'en' }: { route?: string; language?: Language } = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <UiProvider brand={brands['shubh-vivah']} language={language} env="test">
        {ui}
      </UiProvider>
    </MemoryRouter>,
  );
}
