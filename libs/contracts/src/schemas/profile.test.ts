import {
  findProfileInconsistencies,
  LocationSectionSchema,
  ProfileUpdateSchema,
  ReligionSectionSchema,
  FamilySectionSchema,
  AboutSectionSchema,
} from './profile';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ProfileUpdateSchema', () => {
  it('takes any subset of the member-editable fields, clearing optional ones with null or empty text', () => {
    const result = ProfileUpdateSchema.parse({
      heightCm: 165,
      city: '  Pune ',
      gotra: '',
      nakshatra: null,
      fullName: 'Maria D’Costa',
    });
    expect(result).toEqual({ heightCm: 165, city: 'Pune', gotra: null, nakshatra: null, fullName: 'Maria D’Costa' });
  });

  it('refuses fields a member may not set, naming each', () => {
    const result = ProfileUpdateSchema.safeParse({
      role: 'admin',
      status: 'active',
      gender: 'male',
      profileCode: 'SV1',
      isEmailVerified: true,
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(/role.*status.*gender.*profileCode.*isEmailVerified/);
  });

  it('names wrong values: an unknown diet, a height out of range, a name with digits', () => {
    const result = ProfileUpdateSchema.safeParse({ diet: 'pizza', heightCm: 300, fullName: 'R2D2' });
    expect(messages(result)).toEqual({
      diet: 'Choose a diet from the list',
      heightCm: 'Height must be at most 230 cm',
      fullName: 'Use letters, spaces, dots, hyphens and apostrophes only',
    });
  });
});

describe('rules between fields', () => {
  it('keeps the community within the religion', () => {
    expect(
      ReligionSectionSchema.safeParse({
        religion: 'sikh',
        community: 'ramgarhia',
        subCommunity: null,
        motherTongue: 'punjabi',
        gotra: null,
      }).success,
    ).toBe(true);
    expect(findProfileInconsistencies({ religion: 'muslim', community: 'brahmin' })).toEqual([
      { path: ['community'], message: 'Choose a community of the chosen religion' },
    ]);
  });

  it('asks for an Indian state in India and a residency status only abroad', () => {
    const india = LocationSectionSchema.safeParse({
      country: 'in',
      state: 'atlantis',
      city: 'Pune',
      residencyStatus: 'citizen',
    });
    expect(messages(india)).toEqual({
      state: 'Choose an Indian state or union territory from the list',
      residencyStatus: 'Residency status is only for members living outside India',
    });
    expect(
      LocationSectionSchema.safeParse({
        country: 'ca',
        state: null,
        city: 'Toronto',
        residencyStatus: 'permanent-resident',
      }).success,
    ).toBe(true);
  });

  it('never counts more married siblings than siblings', () => {
    const result = FamilySectionSchema.safeParse({
      fatherOccupation: 'Retired teacher',
      motherOccupation: null,
      brothers: 1,
      brothersMarried: 2,
      sisters: 0,
      sistersMarried: 0,
      familyType: 'joint',
      familyValues: 'moderate',
      familyDetails: null,
    });
    expect(messages(result)).toEqual({ brothersMarried: 'Cannot be more than the number in total' });
  });

  it('asks for at least a few words about the member, and at most 1000 characters', () => {
    expect(messages(AboutSectionSchema.safeParse({ aboutMe: 'Hi' }))).toEqual({
      aboutMe: 'Write at least 30 characters, so families get a feel for the person',
    });
    expect(messages(AboutSectionSchema.safeParse({ aboutMe: 'x'.repeat(1001) }))).toEqual({
      aboutMe: 'Use at most 1000 characters',
    });
    expect(AboutSectionSchema.parse({ aboutMe: '' })).toEqual({ aboutMe: null });
  });
});
