import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds the usual suspects whatever their case', () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', '12345678']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets an uncommon passphrase through', () => {
    expect(isCommonPassword('monsoon-evening-42')).toBe(false);
  });
});
