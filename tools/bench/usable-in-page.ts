/**
 * "Usable" watched from inside the page (phone-journey.ts): an init script's MutationObserver finds the page's main
 * control, reports where to tap it once it can take the tap, and reports when its answer shows, each with the page's
 * performance.now(). Playwright's role locators found them by polling the page (its accessible-role and
 * hidden-for-ARIA walks of the whole tree), on the same slowed main thread the page needed for its own code, so the
 * bench delayed what it measured; here the page does only the few queries each of its own changes calls for.
 */

/** An element as the bench's steps name it: its role's elements whose accessible name matches, and visible. */
export interface ElementQuery {
  role: 'button' | 'dialog' | 'tab' | 'link' | 'list' | 'listitem';
  name: string;
  /** How the name compares, as Playwright's `name` does: a case-insensitive part by default, or exact, or its start. */
  match?: 'part' | 'exact' | 'start';
  /** Only inside an element of this query (a card of the list). */
  within?: ElementQuery;
  /** Only an element that shows this text. */
  text?: string;
}

/** A page's main control and the answer its tap shows. */
export interface UsableStep {
  control: ElementQuery;
  answer: ElementQuery;
}

/** What the page reports through the bench's binding, in milliseconds from the navigation's start. */
export type UsableReport = { seen: 'control'; atMs: number; x: number; y: number } | { seen: 'answer'; atMs: number };

/**
 * Runs in the page, before its own scripts (so it is self-contained: Playwright sends its source). Playwright's
 * click waits for the control to be visible, still for two frames and the element hit at its centre, scrolling it
 * into view; so does this, before it reports the control's centre for the bench's tap. Returns what stops it.
 */
export function watchForUsable({ step, binding }: { step: UsableStep; binding: string }): () => void {
  if (window.top !== window) return () => undefined;
  const report = (value: UsableReport) =>
    (window as unknown as Record<string, (value: UsableReport) => void>)[binding](value);
  const selectors: Record<ElementQuery['role'], string> = {
    button: 'button, [role="button"]',
    dialog: 'dialog, [role="dialog"]',
    tab: '[role="tab"]',
    link: 'a[href], [role="link"]',
    list: 'ul, ol, [role="list"]',
    listitem: 'li, [role="listitem"]',
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : element.textContent);
    return (name ?? '').replace(/\s+/g, ' ').trim();
  };
  const named = (element: Element, query: ElementQuery) => {
    const name = nameOf(element);
    if (query.match === 'exact') return name === query.name;
    if (query.match === 'start') return name.startsWith(query.name);
    return name.toLowerCase().includes(query.name.toLowerCase());
  };
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const find = (query: ElementQuery): Element | undefined => {
    const scopes: ParentNode[] = query.within ? findAll(query.within) : [document];
    for (const scope of scopes) {
      for (const element of scope.querySelectorAll(selectors[query.role])) {
        if (named(element, query) && (!query.text || element.textContent?.includes(query.text)) && visible(element)) {
          return element;
        }
      }
    }
    return undefined;
  };
  const findAll = (query: ElementQuery): Element[] =>
    [...document.querySelectorAll(selectors[query.role])].filter((element) => named(element, query));

  let seen: 'nothing' | 'control' | 'tapped' = 'nothing';
  let lastBox = '';
  let frameAsked = false;
  const inView = (box: DOMRect) =>
    box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  const tapPoint = (control: Element) => {
    const box = control.getBoundingClientRect();
    if (!inView(box)) {
      control.scrollIntoView({ block: 'center', inline: 'center' });
      return undefined;
    }
    const key = `${box.x},${box.y},${box.width},${box.height}`;
    const still = key === lastBox;
    lastBox = key;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return still && hit && control.contains(hit) ? { x, y } : undefined;
  };
  const check = () => {
    if (seen === 'nothing') {
      const control = find(step.control);
      const point = control && tapPoint(control);
      if (point) {
        seen = 'control';
        report({ seen: 'control', atMs: performance.now(), ...point });
      } else if (control) {
        nextFrame();
      }
      return;
    }
    if (seen === 'tapped' && find(step.answer)) {
      observer.disconnect();
      report({ seen: 'answer', atMs: performance.now() });
    }
  };
  // A control in the tree but not yet still or hit is looked at again the next frame, as Playwright's click does.
  const nextFrame = () => {
    if (frameAsked) return;
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      check();
    });
  };
  // The answer counts from the tap on: what the page showed before it is not the control's answer.
  addEventListener(
    'click',
    () => {
      if (seen !== 'control') return;
      seen = 'tapped';
      check();
    },
    { capture: true },
  );
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => {
    seen = 'tapped';
    observer.disconnect();
  };
}

/**
 * The init script's source: `watchForUsable` called with the step. tsx compiles the bench keeping functions' names
 * through an `__name` helper that the page does not have, so the script brings a stand-in.
 */
export function usableWatchScript(step: UsableStep, binding: string): string {
  return `var __name = (target) => target; (${watchForUsable.toString()})(${JSON.stringify({ step, binding })});`;
}
