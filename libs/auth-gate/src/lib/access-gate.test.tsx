import { render, screen } from '@testing-library/react';
import { AccessGate } from './access-gate';
import { clearSession, saveSession } from './session-storage';

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
