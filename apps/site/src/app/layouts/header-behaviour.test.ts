import { followHeader, HEADER_FIXED_THRESHOLD_PX } from './header-behaviour';

/** A screen of the given width: the brand link's media query answers from it. */
function screenOf(width: number) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: width <= 991.98,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    resize(to: number) {
      query.matches = to <= 991.98;
      listeners.forEach((listener) => listener());
    },
  };
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('followHeader', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header data-site-header><a href="/" target="_blank" rel="noreferrer" data-brand-link>Brand</a></header>';
    scrollTo(0);
  });

  const header = () => document.querySelector('header') as HTMLElement;
  const brandLink = () => document.querySelector('a') as HTMLAnchorElement;

  it('gives the prerendered header its fixed look only past the threshold, both ways', () => {
    screenOf(1200);
    followHeader(document);
    expect(header()).not.toHaveAttribute('data-fixed');
    scrollTo(HEADER_FIXED_THRESHOLD_PX + 1);
    expect(header()).toHaveAttribute('data-fixed');
    scrollTo(HEADER_FIXED_THRESHOLD_PX);
    expect(header()).not.toHaveAttribute('data-fixed');
  });

  it('opens the brand link in the same tab up to a tablet and in a new one wider, as the width changes', () => {
    const screen = screenOf(900);
    followHeader(document);
    expect(brandLink()).toHaveAttribute('target', '_self');
    expect(brandLink()).not.toHaveAttribute('rel');
    screen.resize(1200);
    expect(brandLink()).toHaveAttribute('target', '_blank');
    expect(brandLink()).toHaveAttribute('rel', 'noreferrer');
  });

  it('does nothing on a page without the public header', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => followHeader(document)).not.toThrow();
  });
});
