/** docs/spec.md section 9: the header takes its fixed look once the page is scrolled more than 200 px. */
export const HEADER_FIXED_THRESHOLD_PX = 200;

/** docs/spec.md section 9: up to 991.98 px the brand link stays in the tab; wider, it opens a new one. */
export const MOBILE_MAX_WIDTH_PX = 991.98;

/**
 * The public header's two behaviours, in plain DOM: the header itself is prerendered HTML that never hydrates, so
 * this small part of the page's first script follows the scroll and the screen width for it.
 */
export function followHeader(root: Document): void {
  const header = root.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;
  const view = root.defaultView ?? window;
  const followScroll = () => header.toggleAttribute('data-fixed', view.scrollY > HEADER_FIXED_THRESHOLD_PX);
  followScroll();
  view.addEventListener('scroll', followScroll, { passive: true });

  const brandLink = header.querySelector<HTMLAnchorElement>('[data-brand-link]');
  if (!brandLink) return;
  const phone = view.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const followWidth = () => {
    brandLink.target = phone.matches ? '_self' : '_blank';
    if (phone.matches) brandLink.removeAttribute('rel');
    else brandLink.rel = 'noreferrer';
  };
  followWidth();
  phone.addEventListener('change', followWidth);
}
