import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@matri/contracts';
import { UiProvider } from '../providers/ui-provider';
import { ColorModeToggle } from './color-mode-toggle';

function renderToggle() {
  return render(
    <UiProvider brand={brands.humsafar} env="test">
      <ColorModeToggle />
    </UiProvider>,
  );
}

describe('ColorModeToggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('starts light when no choice is stored', async () => {
    renderToggle();
    expect(await screen.findByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('toggles to dark and stores the choice locally', async () => {
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(localStorage.getItem('color-mode')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('restores a stored dark choice', async () => {
    localStorage.setItem('color-mode', 'dark');
    renderToggle();
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});
