import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveLanguage, useMe, userKeys } from '@matri/api-client';
import { currentLanguage, DEFAULT_LANGUAGE, languageInfo, type Language, type MemberJson } from '@matri/contracts';
import type { Messages } from '@lingui/core';
import { activateLanguage, rememberLanguage, storedLanguage } from '@matri/ui';
import { http } from '../config/app-config';
import { loadDashboardMessages, loadFirstMessages, loadMessages, loadOtherPagesMessages } from './load-messages';

/** Makes a loaded catalog the one every message reads; `<html lang>` (and so the API) follows. */
function applyLanguage(language: Language, messages: Messages): void {
  activateLanguage(language, messages);
  document.documentElement.lang = languageInfo(language).htmlLang;
}

/** The language whose whole catalog is applied, once one is. */
let everyWordOf: Promise<Language> | null = null;

/** The catalogs beside the pages' one (tools/i18n/lingui.config.ts), each loaded with the code whose words it holds. */
const partCatalogs = { otherPages: loadOtherPagesMessages, dashboard: loadDashboardMessages } as const;
type PartCatalog = keyof typeof partCatalogs;

/** The part catalogs whose code was opened: from then on a language's words come with them. */
const openedParts = new Set<PartCatalog>();

/** A language's catalog, with the words of each part opened. */
async function catalogOf(language: Language): Promise<Messages> {
  const catalogs = await Promise.all([
    loadMessages(language),
    ...[...openedParts].map((part) => partCatalogs[part](language)),
  ]);
  return Object.assign({}, ...catalogs);
}

/** Loads a language's catalog and applies it. */
export async function loadLanguage(language: Language): Promise<void> {
  const messages = await catalogOf(language);
  applyLanguage(language, messages);
  everyWordOf = Promise.resolve(language);
}

/** Applies the words of the first paint only (main.tsx): the shell and the dashboard's frame paint with them. */
export async function loadFirstWords(language: Language): Promise<void> {
  applyLanguage(language, await loadFirstMessages(language));
}

/**
 * Makes sure the whole catalog of the language read is applied: each page's code waits for it (app-routes.tsx), so
 * a page never shows a word it lacks. Asked for once per language.
 */
export async function loadEveryWord(): Promise<void> {
  const language = currentLanguage();
  if (everyWordOf && (await everyWordOf) === language) return;
  everyWordOf = catalogOf(language).then((messages) => {
    // The member may have changed language meanwhile; that change applied its own whole catalog.
    if (currentLanguage() === language) applyLanguage(language, messages);
    return currentLanguage();
  });
  await everyWordOf;
}

/** A page's code, once it and the whole catalog are there. */
export async function withEveryWord<T>(code: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([code, loadEveryWord()]);
  return loaded;
}

/**
 * Code whose words are in a part catalog, once it, the whole catalog and that part are there; a language applied later
 * brings both (Lingui adds a catalog's words to those it has).
 */
async function withPartWords<T>(part: PartCatalog, code: Promise<T>): Promise<T> {
  openedParts.add(part);
  const language = currentLanguage();
  const [loaded, , words] = await Promise.all([code, loadEveryWord(), partCatalogs[part](language)]);
  // The member may have changed language meanwhile; that change applied both catalogs of its own.
  if (currentLanguage() === language) applyLanguage(language, words);
  return loaded;
}

/** The code of a page whose words are in the other pages' catalog, with its words. */
export function withOtherPagesWords<T>(code: Promise<T>): Promise<T> {
  return withPartWords('otherPages', code);
}

/** The code of the dashboard's profile view, its error or the admin desk, with their words. */
export function withDashboardWords<T>(code: Promise<T>): Promise<T> {
  return withPartWords('dashboard', code);
}

interface MemberLanguage {
  language: Language;
  /** The member's choice: the page changes in place, and the device and the account remember it. */
  change: (language: Language) => Promise<void>;
}

const MemberLanguageContext = createContext<MemberLanguage>({
  language: DEFAULT_LANGUAGE,
  change: async () => undefined,
});

/**
 * The member area's language (its catalog loaded before the first render): the device's choice, else the account's
 * once it is known (a member who signed up in Hindi opens the member area in Hindi on a new phone), else English.
 * A change re-renders the page in the new language with no reload, so the page and what was typed stay.
 */
export function MemberLanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const show = useCallback(async (next: Language) => {
    await loadLanguage(next);
    setLanguage(next);
  }, []);
  const queryClient = useQueryClient();
  const change = useCallback(
    async (next: Language) => {
      // The page changes only once the account took the choice: a page in one language and mails in the other never.
      const [messages] = await Promise.all([catalogOf(next), saveLanguage(http, next)]);
      applyLanguage(next, messages);
      everyWordOf = Promise.resolve(next);
      setLanguage(next);
      rememberLanguage(next);
      queryClient.setQueryData<MemberJson>(userKeys.me(), (me) => (me ? { ...me, language: next } : me));
    },
    [queryClient],
  );
  const value = useMemo(() => ({ language, change }), [language, change]);
  return (
    <MemberLanguageContext.Provider value={value}>
      <AccountLanguage current={language} show={show} />
      {children}
    </MemberLanguageContext.Provider>
  );
}

/** Without a choice on this device, the account's language is taken once the account is known. */
function AccountLanguage({ current, show }: { current: Language; show: (language: Language) => Promise<void> }) {
  const accountLanguage = useMe(http).data?.language;
  const isDecided = useRef(storedLanguage() !== null);
  useEffect(() => {
    if (isDecided.current || !accountLanguage) return;
    isDecided.current = true;
    if (accountLanguage !== current) void show(accountLanguage);
  }, [accountLanguage, current, show]);
  return null;
}

export function useMemberLanguage(): MemberLanguage {
  return useContext(MemberLanguageContext);
}
