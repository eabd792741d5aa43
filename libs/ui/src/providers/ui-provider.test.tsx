import { act, render, screen } from '@testing-library/react';
import { brands } from '@matri/contracts';
import { UiProvider } from './ui-provider';
import { showToast } from './toast';

const brand = brands['shubh-vivah'];
const pageStyles = (container: HTMLElement) =>
  [...container.querySelectorAll('style[data-mantine-styles]')].map((style) =>
    style.getAttribute('data-mantine-styles'),
  );

describe('UiProvider', () => {
  it("writes the theme's variables and global classes for its page", () => {
    const { container } = render(<UiProvider brand={brand}>text</UiProvider>);
    expect(pageStyles(container)).toEqual(expect.arrayContaining(['true', 'classes']));
  });

  it('writes none where the page has them already (one island of several)', () => {
    const { container } = render(
      <UiProvider brand={brand} withPageStyles={false} hasToasts={false}>
        text
      </UiProvider>,
    );
    expect(pageStyles(container)).toEqual([]);
    expect(container.textContent).toBe('text');
  });

  it('renders no toast container before the first toast, and shows that one', async () => {
    render(<UiProvider brand={brand}>text</UiProvider>);
    await act(async () => undefined);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => showToast('success', 'Your profile was saved.'));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
  });
});
