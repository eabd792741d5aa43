import { decideAccess, isPublicPath, safeNextPath } from './access-rules';

describe('isPublicPath', () => {
  it('matches listed paths exactly and by prefix, but "/" only exactly', () => {
    const list = ['/', '/legal', '/blog/'];
    expect(isPublicPath('/', list)).toBe(true);
    expect(isPublicPath('/legal', list)).toBe(true);
    expect(isPublicPath('/legal/archive', list)).toBe(true);
    expect(isPublicPath('/blog/first-post', list)).toBe(true);
    expect(isPublicPath('/legally-binding', list)).toBe(false);
    expect(isPublicPath('/dashboard', list)).toBe(false);
  });

  it('uses the product route table by default', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/matches')).toBe(false);
  });
});

describe('decideAccess', () => {
  it('redirects a protected page without a jwt to /login with the encoded path and query', () => {
    expect(decideAccess({ pathname: '/search', search: '?religion=sikh&ageFrom=25', hasJwt: false })).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fsearch%3Freligion%3Dsikh%26ageFrom%3D25',
    });
  });

  it('shows protected pages with a jwt, and public pages without one', () => {
    expect(decideAccess({ pathname: '/dashboard', search: '', hasJwt: true })).toEqual({ kind: 'show' });
    expect(decideAccess({ pathname: '/about', search: '', hasJwt: false })).toEqual({ kind: 'show' });
  });

  it('honours page flags over the list', () => {
    expect(decideAccess({ pathname: '/dashboard', search: '', hasJwt: false, flags: { isPublic: true } })).toEqual({
      kind: 'show',
    });
    expect(decideAccess({ pathname: '/about', search: '', hasJwt: false, flags: { requiresAuth: true } }).kind).toBe(
      'redirect',
    );
  });

  it('never redirects the login page to itself', () => {
    expect(decideAccess({ pathname: '/login', search: '', hasJwt: false, flags: { requiresAuth: true } })).toEqual({
      kind: 'show',
    });
  });
});

describe('safeNextPath', () => {
  it('follows same-origin relative paths, keeping query and hash', () => {
    expect(safeNextPath('/search?religion=hindu#results')).toBe('/search?religion=hindu#results');
  });

  it.each([
    ['//evil.example/phish'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/login?next=/dashboard'],
    ['dashboard'],
    ['/dash\nboard'],
    [''],
    [null],
  ])('falls back to the dashboard for %p', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});
