import { defaultLookingFor, genderLookedFor, partnerGenderOf } from './partner-gender';

describe('partner gender', () => {
  it('looks for the other gender, and a search starts with it', () => {
    expect(partnerGenderOf('male')).toBe('female');
    expect(partnerGenderOf('female')).toBe('male');
    expect(genderLookedFor(defaultLookingFor('male'))).toBe('female');
    expect(genderLookedFor(defaultLookingFor('female'))).toBe('male');
  });

  it('starts a member without a profile gender on grooms', () => {
    expect(defaultLookingFor(null)).toBe('groom');
  });
});
