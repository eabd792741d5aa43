import { LANGUAGE_STORAGE_KEY } from '@matri/contracts';
import { takeLanguageFromAddress } from './address-language';

describe('takeLanguageFromAddress', () => {
  beforeEach(() => localStorage.clear());

  it('takes the language the Hindi site sent, remembers it and leaves the rest of the address', () => {
    window.history.replaceState(null, '', '/search?lookingFor=bride&lang=hi&ageFrom=21#top');
    expect(takeLanguageFromAddress()).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/search?lookingFor=bride&ageFrom=21#top',
    );
  });

  it('leaves an address without a language as it is', () => {
    window.history.replaceState(null, '', '/search?lookingFor=bride');
    expect(takeLanguageFromAddress()).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('?lookingFor=bride');
  });

  it('drops a language we do not speak without remembering it', () => {
    window.history.replaceState(null, '', '/dashboard?lang=fr');
    expect(takeLanguageFromAddress()).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });
});
