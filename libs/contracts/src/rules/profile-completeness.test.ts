import { profileCompleteness, type CompletenessInput } from './profile-completeness';

const empty: CompletenessInput = {
  photoCount: 0,
  aboutMe: null,
  maritalStatus: null,
  heightCm: null,
  community: null,
  education: null,
  profession: null,
  incomeBand: null,
  country: 'in',
  state: null,
  city: null,
  familyType: null,
  fatherOccupation: null,
  motherOccupation: null,
  diet: null,
  smoking: null,
  drinking: null,
  isEmailVerified: false,
  hasPartnerPreferences: false,
};

const complete: CompletenessInput = {
  photoCount: 2,
  aboutMe: 'I teach mathematics and love trekking in the Western Ghats.',
  maritalStatus: 'never-married',
  heightCm: 162,
  community: 'iyer',
  education: 'masters',
  profession: 'teacher',
  incomeBand: '5-to-10-lakh',
  country: 'in',
  state: 'tamil-nadu',
  city: 'Chennai',
  familyType: 'nuclear',
  fatherOccupation: 'Retired bank manager',
  motherOccupation: null,
  diet: 'vegetarian',
  smoking: 'no',
  drinking: 'no',
  isEmailVerified: true,
  hasPartnerPreferences: true,
};

describe('profileCompleteness', () => {
  it('is 100 with nothing missing for a complete profile', () => {
    expect(profileCompleteness(complete)).toEqual({ percent: 100, missing: [] });
  });

  it('is 0 for a bare sign-up and names every missing part, the photo first', () => {
    const result = profileCompleteness(empty);
    expect(result.percent).toBe(0);
    expect(result.missing[0]).toEqual({ key: 'photo' });
    expect(result.missing).toHaveLength(10);
  });

  it('counts a member abroad as located without an Indian state', () => {
    const abroad = profileCompleteness({ ...complete, country: 'ca', state: null, city: 'Toronto' });
    expect(abroad.percent).toBe(100);
    expect(profileCompleteness({ ...complete, state: null }).missing.map((m) => m.key)).toEqual(['location']);
  });
});
