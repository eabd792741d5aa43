import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '@matri/auth-gate';
import { profileCompleteness } from '@matri/contracts';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { createOwnProfile } from '../../../testing/own-profile-fixture';
import { profileSections } from '../../../profiles/profile-sections';
import { SectionForm } from './section-form';
import { HttpError } from '@matri/api-client';

const patch = jest.fn();

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { patch: (...args: unknown[]) => patch(...args) },
}));

function section(key: string) {
  const found = profileSections.find((s) => s.key === key);
  if (!found) throw new Error(key);
  return found;
}

function answer(overrides = {}) {
  const profile = createOwnProfile(overrides);
  return { profile, completeness: profileCompleteness({ ...profile, photoCount: 1, hasPartnerPreferences: true }) };
}

describe('SectionForm', () => {
  beforeEach(() => {
    patch.mockReset();
    localStorage.clear();
  });

  it('shows the schema message and sends nothing when a required field is emptied', async () => {
    renderWithProviders(<SectionForm section={section('basic')} profile={createOwnProfile()} onDone={jest.fn()} />);
    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the full name')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('offers the communities of the chosen religion and names one that does not belong', async () => {
    renderWithProviders(<SectionForm section={section('religion')} profile={createOwnProfile()} onDone={jest.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Religion/ }), 'sikh');
    expect(screen.getByRole('option', { name: 'Ramgarhia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a community of the chosen religion')).toBeInTheDocument();
  });

  it('shows only the fields that apply: states in India, residency status abroad', async () => {
    renderWithProviders(<SectionForm section={section('location')} profile={createOwnProfile()} onDone={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Residency status/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'ca');
    expect(screen.queryByRole('combobox', { name: /^State/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Residency status/)).toBeInTheDocument();
  });

  it('saves typed values, and a new name reaches the stored session for the header', async () => {
    saveSession('jwt-1', { id: 42, full_name: 'Ananya Sharma' });
    patch.mockResolvedValue(answer({ fullName: 'Ananya S. Sharma', heightCm: 170 }));
    const onDone = jest.fn();
    renderWithProviders(<SectionForm section={section('basic')} profile={createOwnProfile()} onDone={onDone} />);
    await userEvent.clear(screen.getByLabelText(/Full name/));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Ananya S. Sharma');
    await userEvent.selectOptions(screen.getByLabelText(/Height/), '170');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patch).toHaveBeenCalledWith(
      '/api/users/me/profile',
      expect.objectContaining({ fullName: 'Ananya S. Sharma', heightCm: 170, maritalStatus: 'never-married' }),
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ full_name: 'Ananya S. Sharma' });
  });

  it('puts the API field messages on their fields when the server refuses', async () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Some fields need attention',
        details: { errors: [{ path: ['city'], message: 'Use letters, spaces, dots and hyphens in the city' }] },
      },
    };
    patch.mockRejectedValue(
      new HttpError('Bad Request', {
        status: 400,
        data: body,
        headers: {},
      }),
    );
    renderWithProviders(<SectionForm section={section('location')} profile={createOwnProfile()} onDone={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use letters, spaces, dots and hyphens in the city')).toBeInTheDocument();
  });

  it('finds a birth place typed in Devanagari or spelt as it sounds', async () => {
    renderWithProviders(<SectionForm section={section('horoscope')} profile={createOwnProfile()} onDone={jest.fn()} />);
    const place = screen.getByRole('combobox', { name: /^Birth place/ });
    for (const typed of ['इटावा', 'Itawa', 'Etava']) {
      await userEvent.clear(place);
      await userEvent.type(place, typed);
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)[0]).toBe(
        'Etawah, Uttar Pradesh',
      );
    }
    await userEvent.clear(place);
    await userEvent.type(place, 'Allahabad');
    expect(await screen.findByRole('option', { name: 'Prayagraj, Uttar Pradesh' })).toBeInTheDocument();
  });
});
