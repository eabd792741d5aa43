import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DashboardShell } from './dashboard-shell';

const get = jest.fn();

jest.mock('../../config/app-config', () => ({
  http: { get: (...args: unknown[]) => get(...args) },
}));
// The bell's event stream is the API's; this is about the frame.
jest.mock('./use-member-events', () => ({ useMemberEvents: () => undefined }));

/** A screen of the given width in em, as matchMedia answers the shell's `(min-width: …em)`. */
function screenOf(widthEm: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthEm >= Number(/min-width:\s*([\d.]+)em/.exec(query)?.[1] ?? Infinity),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

describe('DashboardShell', () => {
  beforeEach(() => get.mockReset().mockReturnValue(new Promise(() => undefined)));
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  it('shows the side menu on a wide screen', () => {
    screenOf(64);
    renderWithProviders(<DashboardShell />);
    expect(screen.getByRole('link', { name: 'Matches' })).toBeInTheDocument();
  });

  it('renders no side menu on a phone, which opens the drawer instead', () => {
    screenOf(22.5);
    renderWithProviders(<DashboardShell />);
    expect(screen.queryByRole('link', { name: 'Matches' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
