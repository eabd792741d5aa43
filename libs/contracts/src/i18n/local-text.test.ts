import { DEFAULT_LANGUAGE, type Language } from './languages';
import { currentLanguage, say, sayLater, setLanguageSource } from './local-text';
import { RegisterSchema } from '../schemas/auth';
import { findProfileInconsistencies } from '../schemas/profile';

const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('words in the language being written in', () => {
  let language: Language = DEFAULT_LANGUAGE;
  beforeAll(() => setLanguageSource(() => language));
  afterAll(() => setLanguageSource(() => DEFAULT_LANGUAGE));

  it('are chosen when they are written, not when the schema was made', () => {
    const later = sayLater({ en: 'Choose a gender', hi: 'लिंग चुनें' });
    language = 'en';
    expect([currentLanguage(), say({ en: 'Yes', hi: 'हाँ' }), later()]).toEqual(['en', 'Yes', 'Choose a gender']);
    language = 'hi';
    expect([currentLanguage(), say({ en: 'Yes', hi: 'हाँ' }), later()]).toEqual(['hi', 'हाँ', 'लिंग चुनें']);
  });

  it('make one schema answer each reader in their language', () => {
    language = 'hi';
    expect(first(RegisterSchema.shape.gender.safeParse('other'))).toBe('लिंग चुनें');
    expect(first(RegisterSchema.shape.mobile.safeParse('12345'))).toBe(
      '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें',
    );
    expect(findProfileInconsistencies({ nakshatra: 'rohini', rashi: 'mesha' })).toEqual([
      { path: ['rashi'], message: 'रोहिणी वृषभ में आता है' },
    ]);
    language = 'en';
    expect(first(RegisterSchema.shape.gender.safeParse('other'))).toBe('Choose a gender');
    expect(findProfileInconsistencies({ nakshatra: 'rohini', rashi: 'mesha' })).toEqual([
      { path: ['rashi'], message: 'Rohini lies in Vrishabha (Taurus)' },
    ]);
  });
});
