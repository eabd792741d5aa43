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

  it("opens the login page in the reader's language", () => {
    expect(decideAccess({ pathname: '/search', search: '?religion=sikh', hasJwt: false, language: 'hi' })).toEqual({
      kind: 'redirect',
      to: '/hi/login?next=%2Fsearch%3Freligion%3Dsikh',
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
  const origin = 'https://matri.example';
  const fallback = '/fallback-page';
  /** `next` as the login page reads it: from its own address, decoded once by URLSearchParams. */
  const fromQuery = (encoded: string) => new URLSearchParams(`next=${encoded}`).get('next');

  it('follows our pages on this origin, keeping query and hash', () => {
    expect(safeNextPath('/search?religion=hindu#results', undefined, origin)).toBe('/search?religion=hindu#results');
    expect(safeNextPath(fromQuery('%2Fsearch%3Freligion%3Dhindu%26x%3D1'), undefined, origin)).toBe(
      '/search?religion=hindu&x=1',
    );
    expect(safeNextPath('/hi/about', undefined, origin)).toBe('/hi/about');
    expect(safeNextPath('/hi/', undefined, origin)).toBe('/hi/');
    expect(safeNextPath('/matches/', undefined, origin)).toBe('/matches');
    expect(safeNextPath(`${origin}/messages?with=12`, undefined, origin)).toBe('/messages?with=12');
    expect(safeNextPath('dashboard', fallback, origin)).toBe('/dashboard');
  });

  it("resolves against the page's own origin by default", () => {
    expect(safeNextPath('/upgrade')).toBe('/upgrade');
    expect(safeNextPath('//evil.example/upgrade')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });

  it.each([
    // The forms of issue 32, as they come in the address (decoded once by the page).
    [fromQuery('%2F..%2F%2Fevil.example%2Flogin')],
    [fromQuery('%2F..%2F%2Fevil.example%2Fdashboard')],
    ['/./\\evil.com'],
    ['/./\\evil.com/dashboard'],
    [fromQuery('/%2e%2e//evil.com')],
    ['/%2e%2e//evil.com/search'],
    ['//evil.com'],
    ['//evil.com/dashboard'],
    ['/\\evil.com'],
    ['/\\\\evil.com'],
    ['\\/evil.com'],
    ['\\\\evil.com/dashboard'],
    ['https://evil.com'],
    ['https://evil.com/dashboard'],
    ['http:evil.com'],
    ['https:evil.com/dashboard'],
    // eslint-disable-next-line no-script-url -- a script address is what this input must not reach
    ['javascript:alert(1)'],
    // eslint-disable-next-line no-script-url -- as above
    ['javascript:alert(1)//dashboard'],
    ['data:text/html,<script>alert(1)</script>'],
    [fromQuery('%2F%2Fevil.com')],
    ['%2F%2Fevil.com'],
    [fromQuery('%252F%252Fevil.com')],
    [fromQuery('%2F%252F%252Fevil.com')],
    ['/\t/evil.com'],
    ['/\n/evil.com/dashboard'],
    ['\t//evil.com'],
    ['/%09/evil.com'],
    ['／／evil.com'],
    ['/／evil.com'],
    ['https://matri.example.evil.com/dashboard'],
    ['https://matri.example@evil.com/dashboard'],
    ['http://matri.example/dashboard'],
    ['/login?next=/dashboard'],
    ['/hi/login'],
    ['/hi/dashboard'],
    ['/not-a-page'],
    ['/api/users/me'],
    [''],
    [null],
  ])('falls back for %p', (next) => {
    expect(safeNextPath(next, fallback, origin)).toBe(fallback);
  });
});
