import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@matri/api-client';
import { brands, LANGUAGE_STORAGE_KEY, type Language } from '@matri/contracts';
import { UiProvider } from '@matri/ui';
import { FormActions } from '../components/form-actions';
import { apiRefusal } from '../testing/api-refusal';
import { LanguageSwitch } from './language-switch';
import { storedLanguage } from '@matri/ui';
import { loadLanguage, MemberLanguageProvider, useMemberLanguage } from './member-language';

const get = jest.fn();
const put = jest.fn();
jest.mock('../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args), put: (...args: unknown[]) => put(...args) },
}));

const account = (language: Language) => ({ id: 7, full_name: 'Ishita Verma', role: 'member', language });

function Page() {
  const { language } = useMemberLanguage();
  return (
    <UiProvider brand={brands['shubh-vivah']} language={language} env="test">
      <LanguageSwitch />
      <FormActions onCancel={() => undefined} isSubmitting={false} />
    </UiProvider>
  );
}

function renderPage(initial: Language) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemberLanguageProvider initial={initial}>
        <Page />
      </MemberLanguageProvider>
    </QueryClientProvider>,
  );
}

describe('the member area in two languages', () => {
  beforeEach(async () => {
    localStorage.clear();
    get.mockReset().mockResolvedValue(account('en'));
    put.mockReset().mockImplementation(async (_url: string, body: { language: Language }) => body);
    await loadLanguage('en');
  });

  it('switches the page to Hindi in place and remembers it on the device and the account', async () => {
    renderPage('en');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
    expect(put).toHaveBeenCalledWith('/api/users/me/language', { language: 'hi' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(storedLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('stays in its language and says so when the account cannot be told', async () => {
    put.mockRejectedValue(apiRefusal(503, 'The database is not reachable just now.'));
    renderPage('en');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText(/could not be changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('opens in the account’s language on a device that has no choice of its own', async () => {
    get.mockResolvedValue(account('hi'));
    renderPage('en');
    expect(await screen.findByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps the device’s choice over the account’s, and ignores what it does not know', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    get.mockResolvedValue(account('hi'));
    renderPage('en');
    await screen.findByRole('button', { name: 'हिन्दी' });
    expect(get).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBeNull();
  });
});
