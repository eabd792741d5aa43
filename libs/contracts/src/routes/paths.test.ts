import { appForPath } from './app-for-path';
import { loginHref, paths, publicPathList, sideMenu } from './paths';

describe('paths', () => {
  it('lists the side menu in the spec order', () => {
    expect(sideMenu.map((r) => [r.label, r.path])).toEqual([
      ['Home', '/'],
      ['Profile', '/dashboard'],
      ['Matches', '/matches'],
      ['Search', '/search'],
      ['Setting', '/setting'],
      ['Upgrade', '/upgrade'],
      ['Request', '/request'],
      ['Messages', '/messages'],
    ]);
  });

  it('keeps member pages off the public list', () => {
    expect(publicPathList).toContain('/login');
    expect(publicPathList).toContain('/legal');
    expect(publicPathList).not.toContain('/dashboard');
    expect(publicPathList).not.toContain('/uploaddata');
  });

  it('routes member paths to the members app and everything else to the site', () => {
    expect(appForPath('/dashboard')).toEqual({ app: 'members', route: paths.dashboard, language: 'en' });
    expect(appForPath('/dashboard/')).toEqual({ app: 'members', route: paths.dashboard, language: 'en' });
    expect(appForPath('/about')).toEqual({ app: 'site', route: paths.about, language: 'en' });
    expect(appForPath('/no-such-page')).toEqual({ app: 'site', route: null, language: 'en' });
    expect(appForPath('/hi/about')).toEqual({ app: 'site', route: paths.about, language: 'hi' });
    expect(appForPath('/hi/')).toEqual({ app: 'site', route: paths.home, language: 'hi' });
    expect(appForPath('/hi')).toEqual({ app: 'site', route: paths.home, language: 'hi' });
    expect(appForPath('/hi/dashboard')).toEqual({ app: 'site', route: null, language: 'hi' });
  });

  it('encodes the next parameter', () => {
    expect(loginHref('/search?religion=sikh&age=25')).toBe('/login?next=%2Fsearch%3Freligion%3Dsikh%26age%3D25');
  });

  it("keeps the reader's language on the way to the login page", () => {
    expect(loginHref('/search?religion=sikh', 'hi')).toBe('/hi/login?next=%2Fsearch%3Freligion%3Dsikh');
    expect(loginHref(undefined, 'hi')).toBe('/hi/login');
    expect(loginHref(undefined, 'en')).toBe('/login');
  });
});
