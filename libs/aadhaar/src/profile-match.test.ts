import { matchDateOfBirth, matchGender, matchProfile } from './profile-match';

describe('matchDateOfBirth', () => {
  it('wants the same date', () => {
    expect(matchDateOfBirth('1996-02-14', '1996-02-14')).toBe('match');
    expect(matchDateOfBirth('1996-02-14', '1996-02-15')).toBe('mismatch');
    expect(matchDateOfBirth('1996-02-14', '1996-14-02')).toBe('mismatch');
  });

  it('says so when the ID holds only the year of birth', () => {
    expect(matchDateOfBirth('1996', '1996-02-14')).toBe('year-only');
    expect(matchDateOfBirth('1995', '1996-02-14')).toBe('mismatch');
  });
});

describe('matchGender', () => {
  it("compares UIDAI's M and F with the profile's gender", () => {
    expect(matchGender('M', 'male')).toBe('match');
    expect(matchGender('F', 'female')).toBe('match');
    expect(matchGender('M', 'female')).toBe('mismatch');
    expect(matchGender('F', 'male')).toBe('mismatch');
  });

  it('cannot compare T, which our profiles have no word for', () => {
    expect(matchGender('T', 'female')).toBe('not-comparable');
  });
});

describe('matchProfile', () => {
  it('gives each part its own answer', () => {
    expect(
      matchProfile(
        { name: 'Nair Kavya', dateOfBirth: '1996-02-14', gender: 'F' },
        { fullName: 'Kavya Nair', dateOfBirth: '1996-02-14', gender: 'female' },
      ),
    ).toEqual({ name: { outcome: 'match', score: 0.97, rule: 'order' }, dateOfBirth: 'match', gender: 'match' });
  });
});
