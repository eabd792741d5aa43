import { defaultPartnerPreferences } from './default-partner-preferences';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 10);
  return date.toISOString().slice(0, 10);
}

describe('defaultPartnerPreferences', () => {
  it('looks for the same religion and an age range around the member', () => {
    expect(
      defaultPartnerPreferences({ userId: 1, gender: 'female', dateOfBirth: yearsAgo(26), religion: 'sikh' }),
    ).toEqual({
      userId: 1,
      ageMin: 26,
      ageMax: 33,
      religions: ['sikh'],
    });
    expect(
      defaultPartnerPreferences({ userId: 2, gender: 'male', dateOfBirth: yearsAgo(30), religion: 'muslim' }),
    ).toMatchObject({
      ageMin: 23,
      ageMax: 32,
      religions: ['muslim'],
    });
  });

  it('never looks below the minimum age of members', () => {
    expect(
      defaultPartnerPreferences({ userId: 3, gender: 'male', dateOfBirth: yearsAgo(21), religion: 'hindu' }).ageMin,
    ).toBe(18);
  });
});
