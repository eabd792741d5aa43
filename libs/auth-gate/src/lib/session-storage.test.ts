import { MEMBER_DATA_CACHE } from '@matri/contracts';
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

  describe("the service worker's copies of the member's data", () => {
    const deleteCache = jest.fn(async (name: string) => name.length > 0);
    beforeAll(() =>
      Object.defineProperty(globalThis, 'caches', { value: { delete: deleteCache }, configurable: true }),
    );
    afterAll(() => Reflect.deleteProperty(globalThis, 'caches'));
    beforeEach(() => deleteCache.mockClear());

    it('are deleted when the session ends (sign out, or the API refusing the token)', () => {
      saveSession('abc', { id: 1 });
      deleteCache.mockClear();
      clearSession();
      expect(deleteCache).toHaveBeenCalledWith(MEMBER_DATA_CACHE);
    });

    it('are deleted when another member signs in, kept when the same member gets a new token', () => {
      saveSession('abc', { id: 1 });
      expect(deleteCache).toHaveBeenCalledWith(MEMBER_DATA_CACHE);
      deleteCache.mockClear();
      saveSession('def', { id: 1, full_name: 'Meera Iyer' });
      expect(deleteCache).not.toHaveBeenCalled();
      saveSession('ghi', { id: 2 });
      expect(deleteCache).toHaveBeenCalledWith(MEMBER_DATA_CACHE);
    });
  });
});
