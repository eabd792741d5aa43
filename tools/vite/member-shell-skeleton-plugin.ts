import type { Plugin } from 'vite';

/** What the skeleton shows of a brand (libs/contracts' Brand): its mark, the two rings in its colour, and its name. */
export interface SkeletonBrand {
  name: string;
  primaryColour: readonly string[];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The member area's frame as HTML, painted before any script runs: the top bar with the brand's mark (the rings and
 * name of libs/ui's BrandMark, the only words, the same in both languages), the side menu's place and a page that is
 * coming. It is drawn by the shell's own rules (`member-shell-*`, apps/members/src/app/shell/shell-frame.css, in the
 * stylesheet the page's head links), so the shell React renders in its place keeps every line where it was; the rest
 * (`boot-*`) is index.html's. Hidden from assistive technology: it holds nothing to read or use.
 */
export function memberShellSkeleton(brand: SkeletonBrand): string {
  const [deep, light] = [brand.primaryColour[7], brand.primaryColour[5]];
  const rings =
    `<svg width="26" height="26" viewBox="0 0 32 32" aria-hidden="true" focusable="false">` +
    `<circle cx="12" cy="16" r="8" fill="none" stroke="${deep}" stroke-width="3"/>` +
    `<circle cx="20" cy="16" r="8" fill="none" stroke="${light}" stroke-width="3"/></svg>`;
  return (
    `<div class="boot-shell" aria-hidden="true">` +
    `<header class="member-shell-header"><div class="boot-bar"><span class="boot-menu-button"></span>` +
    `<span class="boot-brand">${rings}<span class="boot-brand-name">${escapeHtml(brand.name)}</span></span>` +
    `</div></header>` +
    `<nav class="member-shell-navbar">${'<span class="boot-line"></span>'.repeat(8)}</nav>` +
    `<main class="member-shell-main"><span class="boot-title"></span><span class="boot-loader"></span></main>` +
    `</div>`
  );
}

/** Writes the brand's skeleton (memberShellSkeleton) into index.html's root, where React renders the shell. */
export function memberShellSkeletonPlugin(brand: SkeletonBrand): Plugin {
  return {
    name: 'matri:member-shell-skeleton',
    transformIndexHtml: (html) => html.replace('<!--member-shell-skeleton-->', memberShellSkeleton(brand)),
  };
}
