import { useCallback } from 'react';
import { localisedPath } from '@matri/contracts';
import { useLanguage } from './language-provider';

/** Turns a public page's path into the same page in the language being read ("/about" on a Hindi page: "/hi/about"). */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localisedPath(path, language), [language]);
}
