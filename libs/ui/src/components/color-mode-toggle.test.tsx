import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { brands } from '@matri/contracts';
import { UiProvider } from '../providers/ui-provider';
import { ColorModeToggle } from './color-mode-toggle';

const toggle = (
  <UiProvider brand={brands.humsafar} env="test">
    <ColorModeToggle />
  </UiProvider>
);

function renderToggle() {
  return render(toggle);
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

  it('hydrates a page prerendered in light mode for a reader who chose dark, then offers light', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(toggle);
    document.body.append(container);
    localStorage.setItem('color-mode', 'dark');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, toggle, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    container.remove();
  });
});
