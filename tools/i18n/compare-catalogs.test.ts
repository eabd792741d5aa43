import { catalogProblems, placeholdersOf, translationConflicts } from './compare-catalogs';

describe('placeholdersOf', () => {
  it('names the placeholders and tags of a message, whatever the words around them', () => {
    expect(placeholdersOf('Write to <0>{email}</0>. Jurisdiction: {jurisdiction}.')).toEqual([
      '</0>',
      '<0>',
      '{email}',
      '{jurisdiction}',
    ]);
    expect(placeholdersOf('{0, plural, one {# month} other {# months}}')).toEqual(['{0}']);
    expect(placeholdersOf('<0>{email}</0> पर लिखें। क्षेत्राधिकार: {jurisdiction}।')).toEqual(
      placeholdersOf('Write to <0>{email}</0>. Jurisdiction: {jurisdiction}.'),
    );
  });
});

describe('catalogProblems', () => {
  const extracted = { a1: 'Home', b2: 'Hello {name}', c3: 'See our <0>terms</0>' };

  it('finds nothing when every language holds exactly the used ids, translated with the same placeholders', () => {
    const hi = { a1: 'होम', b2: 'नमस्ते {name}', c3: 'हमारी <0>शर्तें</0> देखें' };
    expect(catalogProblems('site', { extracted, languages: { en: extracted, hi } })).toEqual([]);
  });

  it('names missing, untranslated, unused and mismatched messages', () => {
    const hi = { a1: '', b2: 'नमस्ते {naam}', c3: 'हमारी शर्तें देखें', z9: 'पुराना' };
    expect(catalogProblems('site', { extracted, languages: { hi } })).toEqual([
      'site hi: “Home” is not translated',
      'site hi: “नमस्ते {naam}” has placeholders [{naam}], the English [{name}]',
      'site hi: “हमारी शर्तें देखें” has placeholders [], the English [</0> <0>]',
      'site hi: “पुराना” (z9) is no longer used',
    ]);
    expect(catalogProblems('site', { extracted, languages: { hi: { a1: 'होम' } } })).toContain(
      'site hi: missing “Hello {name}” (run lingui extract)',
    );
  });
});

describe('translationConflicts', () => {
  it('names a message that reads differently in two catalogs of one language, and nothing else', () => {
    const site = { name: 'site', languages: { en: { a1: 'Home', b2: 'Log in' }, hi: { a1: 'होम', b2: 'लॉग इन' } } };
    const first = { name: 'members/first', languages: { en: { a1: 'Home' }, hi: { a1: 'मुख्य पृष्ठ', c3: '' } } };
    const whole = { name: 'members', languages: { en: { b2: 'Log in' }, hi: { b2: 'लॉग इन', c3: 'खोजें' } } };
    expect(translationConflicts([site, first, whole])).toEqual([
      'hi: “मुख्य पृष्ठ” in members/first reads “होम” in site (a1)',
    ]);
    expect(translationConflicts([site, whole])).toEqual([]);
  });
});
