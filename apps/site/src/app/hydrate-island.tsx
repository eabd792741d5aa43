import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { languageOfPath, type Language } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { loadMessages, loadPartMessages } from '../i18n/load-messages';
import { islandFiles, type IslandName } from '../lazy/island';
import { IslandRouter } from './island-router';
import { IslandTree } from './island-tree';

let wordsLoaded: Promise<Language> | undefined;

/** The page's language (from its address) with every word an island may show, activated once for all islands. */
function loadWords(): Promise<Language> {
  wordsLoaded ??= (async () => {
    const language = languageOfPath(window.location.pathname);
    activateLanguage(language, await loadMessages(language));
    await loadPartMessages();
    return language;
  })();
  return wordsLoaded;
}

const isIslandName = (name: string | undefined): name is IslandName => !!name && Object.hasOwn(islandFiles, name);

/** Hydrates one prerendered island (`data-island`) as a root of its own; marks it `data-hydrated` once it is live. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`Unknown island ${name}`);
  const language = await loadWords();
  if (element.hasAttribute('data-island-head')) {
    // The island renders the page's head tags; React puts its own in place of the prerendered ones, none doubled.
    document.head.querySelectorAll('[data-page-head], head > title').forEach((node) => node.remove());
  }
  // As a transition, React hydrates in slices that leave the page free for a tap, not in one long task.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <IslandRouter>
          <IslandTree name={name} language={language} onHydrated={() => element.setAttribute('data-hydrated', '')} />
        </IslandRouter>
      </StrictMode>,
      { identifierPrefix: `${name}-` },
    );
  });
}
