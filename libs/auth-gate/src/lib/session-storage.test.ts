import { clearSession, getJwt, getStoredUser, saveSession } from './session-storage';

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores the jwt and the user JSON with its id', () => {
    saveSession('abc', { id: 12, full_name: 'Meera Iyer' });
    expect(localStorage.getItem('jwt')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ id: 12, full_name: 'Meera Iyer' });
    expect(getStoredUser()).toEqual({ id: 12, full_name: 'Meera Iyer' });
  });

  it('sign out clears all local storage, colour mode included', () => {
    saveSession('abc', { id: 1 });
    localStorage.setItem('color-mode', 'dark');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getJwt()).toBeNull();
  });

  it('treats a corrupt user value as no user', () => {
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'no id' }));
    expect(getStoredUser()).toBeNull();
  });
});
