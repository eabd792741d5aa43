import { genders, profileCreators, valuesOf } from '@matri/contracts';
import { createdByEnum, genderEnum } from './schema';

describe('database enums', () => {
  it('hold exactly the values of the shared vocabularies', () => {
    expect(createdByEnum.enumValues).toEqual(valuesOf(profileCreators));
    expect(genderEnum.enumValues).toEqual(valuesOf(genders));
  });
});
