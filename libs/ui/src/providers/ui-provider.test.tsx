import { render } from '@testing-library/react';
import { brands } from '@matri/contracts';
import { UiProvider } from './ui-provider';

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
});
