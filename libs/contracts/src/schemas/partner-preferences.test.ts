import { PartnerPreferencesSchema } from './partner-preferences';

describe('PartnerPreferencesSchema', () => {
  it('keeps each choice once and leaves out what is not given', () => {
    expect(
      PartnerPreferencesSchema.parse({
        ageMin: 25,
        ageMax: 31,
        religions: ['hindu', 'hindu', 'sikh'],
        communities: ['sikh:jat'],
      }),
    ).toEqual({
      ageMin: 25,
      ageMax: 31,
      religions: ['hindu', 'sikh'],
      communities: ['sikh:jat'],
    });
  });

  it('names ranges the wrong way round, unknown choices and unknown fields', () => {
    const result = PartnerPreferencesSchema.safeParse({
      ageMin: 35,
      ageMax: 30,
      heightMinCm: 180,
      heightMaxCm: 150,
      diets: ['keto'],
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues).toEqual(['diets.0: Choose diets from the list']);
    const ranges = PartnerPreferencesSchema.safeParse({ ageMin: 35, ageMax: 30, heightMinCm: 180, heightMaxCm: 150 });
    expect(ranges.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'ageMax: The highest age must not be below the lowest',
      'heightMaxCm: The greatest height must not be below the least',
    ]);
    expect(PartnerPreferencesSchema.safeParse({ salary: 'high' }).success).toBe(false);
  });
});
