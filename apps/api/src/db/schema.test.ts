import { contactPrivacies, genders, photoVisibilities, profileCreators, valuesOf } from '@matri/contracts';
import { contactPrivacyEnum, createdByEnum, genderEnum, visibilityEnum } from './schema';

describe('database enums', () => {
  it('hold exactly the values of the shared vocabularies', () => {
    expect(createdByEnum.enumValues).toEqual(valuesOf(profileCreators));
    expect(genderEnum.enumValues).toEqual(valuesOf(genders));
    expect(visibilityEnum.enumValues).toEqual(valuesOf(photoVisibilities));
    expect(contactPrivacyEnum.enumValues).toEqual(valuesOf(contactPrivacies));
  });
});
