import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderInEnglish, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AccessGate } from './access-gate';
import { clearSession, saveSession } from './session-storage';

// The gate's words come from the member area's catalog; tests read them in English (tools/jest/setup-dom.ts).
const render = (ui: ReactElement) => renderInEnglish(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('AccessGate', () => {
  afterEach(() => clearSession());

  it('shows "Checking login…" on a protected page without a jwt and replaces the location with the login page', () => {
    const redirect = jest.fn();
    render(
      <AccessGate pathname="/matches" search="?tab=new" redirect={redirect}>
        <p>Matches</p>
      </AccessGate>,
    );
    expect(screen.getByText('Checking login…')).toBeInTheDocument();
    expect(screen.queryByText('Matches')).not.toBeInTheDocument();
    expect(redirect).toHaveBeenCalledWith('/login?next=%2Fmatches%3Ftab%3Dnew');
  });

  it('shows the page when a jwt is stored', () => {
    saveSession('token-1', { id: 7 });
    const redirect = jest.fn();
    render(
      <AccessGate pathname="/matches" search="" redirect={redirect}>
        <p>Matches</p>
      </AccessGate>,
    );
    expect(screen.getByText('Matches')).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});
