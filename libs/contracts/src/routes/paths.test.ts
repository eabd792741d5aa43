import { appForPath, loginHref, paths, publicPathList, sideMenu } from './paths';

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
    expect(appForPath('/dashboard')).toEqual({ app: 'members', route: paths.dashboard });
    expect(appForPath('/dashboard/')).toEqual({ app: 'members', route: paths.dashboard });
    expect(appForPath('/about')).toEqual({ app: 'site', route: paths.about });
    expect(appForPath('/no-such-page')).toEqual({ app: 'site', route: null });
  });

  it('encodes the next parameter', () => {
    expect(loginHref('/search?religion=sikh&age=25')).toBe('/login?next=%2Fsearch%3Freligion%3Dsikh%26age%3D25');
  });
});
