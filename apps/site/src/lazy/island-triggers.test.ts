import { startIslands } from './island-triggers';

/** Watches what an IntersectionObserver is given, and lets a test scroll an element into view. */
function observedScreen() {
  let notify: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
  const observed: Element[] = [];
  window.IntersectionObserver = jest.fn((callback: typeof notify) => {
    notify = callback;
    return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  return { observed, scrollIntoView: (target: Element) => notify([{ target, isIntersecting: true }]) };
}

function page(...islands: [name: string, when: string][]) {
  document.body.innerHTML = islands
    .map(([name, when]) => `<footer><div data-island="${name}" data-island-when="${when}"></div></footer>`)
    .join('');
}

const names = (hydrate: jest.Mock) => hydrate.mock.calls.map(([island]) => (island as HTMLElement).dataset.island);

describe('startIslands', () => {
  beforeEach(() => observedScreen());

  it('hydrates a form at once and the rest only at the first sign of a person, each once', () => {
    page(['login-page', 'load'], ['quick-search-form', 'interaction'], ['header-actions', 'session']);
    const hydrate = jest.fn();
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => false });
    expect(names(hydrate)).toEqual(['login-page']);

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(names(hydrate)).toEqual(['login-page', 'quick-search-form', 'header-actions']);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(3);
  });

  it("hydrates the header's controls at once for a member, whose name they show", () => {
    page(['header-actions', 'session']);
    const hydrate = jest.fn();
    startIslands(document, { hydrate, hasSession: () => true, hasQuery: () => false });
    expect(names(hydrate)).toEqual(['header-actions']);
  });

  it('hydrates a personal island at once for a member or an address with a query, otherwise at the first key', () => {
    const hydrate = jest.fn();
    page(['login-page', 'personal'], ['header-actions', 'session']);
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => true });
    expect(names(hydrate)).toEqual(['login-page']);

    page(['login-page', 'personal']);
    startIslands(document, { hydrate, hasSession: () => true, hasQuery: () => false });
    expect(names(hydrate)).toEqual(['login-page', 'login-page']);

    page(['login-page', 'personal']);
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => false });
    expect(hydrate).toHaveBeenCalledTimes(2);
  });

  it('hydrates the waiting islands at once when the visitor started before the script ran (a focus, a held tap)', () => {
    page(['login-page', 'personal']);
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="typed in early">');
    (document.querySelector('input') as HTMLInputElement).focus();
    const hydrate = jest.fn();
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => false });
    expect(names(hydrate)).toEqual(['login-page']);

    (document.activeElement as HTMLElement).blur();
    window.__earlyTaps = ['log-in'];
    page(['login-page', 'personal']);
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => false });
    expect(hydrate).toHaveBeenCalledTimes(2);
    window.__earlyTaps = [];
  });

  it('hydrates a visible-when island as the box around it nears the screen, or at the first key', () => {
    const screen = observedScreen();
    page(['recent-members', 'visible'], ['quick-search-form', 'interaction']);
    const hydrate = jest.fn();
    startIslands(document, { hydrate, hasSession: () => false, hasQuery: () => false });
    expect(screen.observed).toEqual([document.querySelector('footer')]);
    expect(hydrate).not.toHaveBeenCalled();

    screen.scrollIntoView(screen.observed[0]);
    expect(names(hydrate)).toEqual(['recent-members']);
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(names(hydrate)).toEqual(['recent-members', 'quick-search-form']);
  });
});
