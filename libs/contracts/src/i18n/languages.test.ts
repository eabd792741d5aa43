import { languageFromAcceptLanguage, languageInfo, languageOfPath, localisedPath, unprefixedPath } from './languages';

describe('languages', () => {
  it('read the language from the path and move a page between languages', () => {
    expect(languageOfPath('/hi/about')).toBe('hi');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/about')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect(unprefixedPath('/hi/about')).toBe('/about');
    expect(unprefixedPath('/hi/')).toBe('/');
    expect(unprefixedPath('/hi')).toBe('/');
    expect(localisedPath('/about', 'hi')).toBe('/hi/about');
    expect(localisedPath('/', 'hi')).toBe('/hi/');
    expect(localisedPath('/hi/about', 'en')).toBe('/about');
    expect(localisedPath('/hi/', 'en')).toBe('/');
  });

  it('pick the language an Accept-Language header ranks highest among ours', () => {
    expect(languageFromAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('mr-IN,hi;q=0.7,en;q=0.5')).toBe('hi');
    expect(languageFromAcceptLanguage('ta-IN')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.2, hi;q=0.9')).toBe('hi');
    expect(languageFromAcceptLanguage('hi;q=0')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('format numbers with the Indian grouping in Latin digits in both languages', () => {
    for (const language of ['en', 'hi'] as const) {
      expect(new Intl.NumberFormat(languageInfo(language).intlLocale).format(100000)).toBe('1,00,000');
    }
  });
});
