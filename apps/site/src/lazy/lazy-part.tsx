import { lazy, type ComponentType } from 'react';
import { loadPartMessages } from '../i18n/load-messages';

/**
 * Parts of pages that load in their own chunk (the islands among them, see island.tsx). Listed here once so the
 * prerender can tell which of them a page rendered and put their styles into that page's HTML: a prerendered page is
 * then styled before any script runs.
 */
const parts = import.meta.glob<Record<string, ComponentType<object>>>([
  '../app/layouts/bare-layout.tsx',
  '../app/layouts/legal-layout.tsx',
  '../app/layouts/header-actions.tsx',
  '../app/layouts/public-footer.tsx',
  '../app/layouts/member-name.tsx',
  '../app/layouts/recent-members-block.tsx',
  '../features/home/components/below-the-fold.tsx',
  '../features/home/components/quick-search-form.tsx',
  '../features/contact/components/contact-form.tsx',
  '../features/*/*-page.tsx',
  '!../features/home/home-page.tsx',
]);

/** The parts rendered since the last reset (used by the prerender; harmless in the browser). */
export const renderedParts = new Set<string>();

/** Source path of a part as the build manifest names it, from the key used here. */
export function manifestKeyOf(part: string): string {
  return `src/${part.replace(/^\.\.\//, '')}`;
}

export function lazyPart<P extends object>(file: string, exportName: string): ComponentType<P> {
  const load = parts[file];
  if (!load) throw new Error(`${file} is not a lazily loaded part (see lazy-part.tsx)`);
  return lazy(async () => {
    // A part's words are in the `parts` catalog (see load-messages.ts), fetched beside its code.
    const [module] = await Promise.all([load(), loadPartMessages()]);
    const Part = module[exportName] as ComponentType<P>;
    function RenderedPart(props: P) {
      renderedParts.add(file);
      return <Part {...props} />;
    }
    return { default: RenderedPart };
  });
}
