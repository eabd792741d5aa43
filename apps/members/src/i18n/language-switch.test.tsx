import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands, LANGUAGE_STORAGE_KEY } from '@matri/contracts';
import { UiProvider } from '@matri/ui';
import { FormActions } from '../components/form-actions';
import { LanguageSwitch } from './language-switch';
import { loadLanguage, MemberLanguageProvider, storedLanguage, useMemberLanguage } from './member-language';

function Page() {
  const { language } = useMemberLanguage();
  return (
    <UiProvider brand={brands['shubh-vivah']} language={language} env="test">
      <LanguageSwitch />
      <FormActions onCancel={() => undefined} isSubmitting={false} />
    </UiProvider>
  );
}

describe('the member area in two languages', () => {
  afterEach(async () => {
    localStorage.clear();
    await loadLanguage('en');
  });

  it('switches the page to Hindi in place, remembers the choice and sets <html lang>', async () => {
    await loadLanguage('en');
    render(
      <MemberLanguageProvider initial="en">
        <Page />
      </MemberLanguageProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(storedLanguage()).toBe('hi');
  });

  it('opens in English when nothing or something unknown is stored', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('en');
  });
});
