import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SearchPage } from './search-page';

const get = jest.fn();

jest.mock('../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: (...args: unknown[]) => get(...args) },
}));

function answer(url: string) {
  if (url === '/api/users/me') return Promise.resolve({ role: 'member', gender: 'female' });
  if (url === '/api/saved-searches') return Promise.resolve([]);
  return Promise.resolve({ results: [], nextCursor: null });
}

describe('SearchPage', () => {
  beforeEach(() => get.mockReset().mockImplementation(answer));

  it('asks the API with the filters of the address, in their one normal form', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?religion=sikh,hindu&ageTo=30&ageFrom=25' });
    expect(await screen.findByText('Nobody fits all these filters')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search?ageFrom=25&ageTo=30&religion=sikh%2Chindu');
    expect(screen.getByLabelText('Age from')).toHaveValue('25');
  });

  it('says what is wrong with a broken address and searches without filters', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?religion=martian' });
    expect(await screen.findByText(/Unknown religion: martian/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search');
  });

  it('writes the chosen filters to the address when searching', async () => {
    renderWithProviders(<SearchPage />, { route: '/search' });
    fireEvent.change(screen.getByLabelText('Name or profile ID'), { target: { value: 'Sharma' } });
    fireEvent.change(screen.getByLabelText('Age from'), { target: { value: '26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByDisplayValue('Sharma')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search?ageFrom=26&q=Sharma');
  });

  it('searches members with a verified ID only when asked, and keeps it in the address', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?idVerified=1' });
    expect(await screen.findByText('Nobody fits all these filters')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/search?idVerified=1');
    expect(screen.getByRole('checkbox', { name: 'Members with a verified ID only' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mobile verified only' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Verified only' })).toBeNull();
  });

  it('finds a state typed in Devanagari or spelt as it sounds', async () => {
    renderWithProviders(<SearchPage />, { route: '/search' });
    const state = screen.getByRole('combobox', { name: 'State' });
    const states = screen.getByRole('listbox', { name: 'State', hidden: true });
    const shown = async () => (await within(states).findAllByRole('option')).map((option) => option.textContent);
    await userEvent.type(state, 'उत्तर');
    expect(await shown()).toEqual(['Uttar Pradesh', 'Uttarakhand']);
    await userEvent.clear(state);
    await userEvent.type(state, 'Maharastra');
    expect(await shown()).toEqual(['Maharashtra']);
  });
});
