import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  loadEveryWord,
  loadFirstWords,
  loadLanguage,
  withDashboardWords,
  withOtherPagesWords,
} from './member-language';

const shellWord = msg`Matches`;
const pageWord = msg`No matches here yet`;
// A word of the setting page, in the catalog of the pages a member opens less often.
const otherPageWord = msg`Change password`;
// A word of the dashboard's profile view, in the dashboard's catalog.
const dashboardWord = msg`Make primary`;

describe('the member area’s words', () => {
  afterAll(() => loadLanguage('en'));

  it('paints the shell with its first words, then gives the pages every word of the same language', async () => {
    await loadFirstWords('hi');
    expect(i18n._(shellWord)).toBe('मैच');
    expect(i18n._(pageWord)).not.toMatch(/मैच/);
    await loadEveryWord();
    expect(i18n._(pageWord)).toBe('यहाँ अभी कोई मैच नहीं');
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('gives a language applied without its first paint (a change of language) the first paint’s words too', async () => {
    // A fresh Lingui, which has loaded no catalog: the whole catalog lacks the first paint's words.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./member-language');
      const { i18n: freshI18n } = await import('@lingui/core');
      await fresh.loadLanguage('hi');
      expect(freshI18n._(shellWord)).toBe('मैच');
      expect(freshI18n._(pageWord)).toBe('यहाँ अभी कोई मैच नहीं');
    });
  });

  it('gives the pages a member opens less often their own catalog with their code, and keeps it through a change of language', async () => {
    await loadLanguage('hi');
    expect(i18n._(otherPageWord)).toBe('Change password');
    await withOtherPagesWords(Promise.resolve());
    expect(i18n._(otherPageWord)).toBe('पासवर्ड बदलें');
    expect(i18n._(pageWord)).toBe('यहाँ अभी कोई मैच नहीं');
    await loadLanguage('en');
    await loadLanguage('hi');
    expect(i18n._(otherPageWord)).toBe('पासवर्ड बदलें');
  });

  it('gives the dashboard’s view its own catalog with its code, and keeps it through a change of language', async () => {
    await loadLanguage('hi');
    expect(i18n._(dashboardWord)).toBe('Make primary');
    await withDashboardWords(Promise.resolve());
    expect(i18n._(dashboardWord)).toBe('मुख्य फ़ोटो बनाएँ');
    await loadLanguage('en');
    await loadLanguage('hi');
    expect(i18n._(dashboardWord)).toBe('मुख्य फ़ोटो बनाएँ');
  });
});
