import { Suspense, useEffect, type ComponentType } from 'react';
import type { Language } from '@matri/contracts';
import { islandFiles, islandsWithToasts, type IslandName } from '../lazy/island';
import { lazyPart } from '../lazy/lazy-part';
import { AppProviders } from './providers';

const islandParts = Object.fromEntries(
  Object.entries(islandFiles).map(([name, [file, exportName]]) => [name, lazyPart(file, exportName)]),
) as Record<IslandName, ComponentType<object>>;

function AfterHydration({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * One island as its own root, the same tree in the prerender and in the browser (so React's ids match). The theme's
 * variables are the page's, written once; only the forms show toasts.
 */
export function IslandTree({
  name,
  language,
  onHydrated,
}: {
  name: IslandName;
  language: Language;
  onHydrated?: () => void;
}) {
  const Part = islandParts[name];
  return (
    <AppProviders language={language} isIsland hasToasts={islandsWithToasts.has(name)}>
      <Suspense fallback={null}>
        <Part />
        <AfterHydration onHydrated={onHydrated} />
      </Suspense>
    </AppProviders>
  );
}
