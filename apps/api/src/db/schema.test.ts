import {
  contactPrivacies,
  genders,
  horoscopeVisibilities,
  languages,
  notificationKinds,
  photoVisibilities,
  profileCreators,
  reportReasons,
  reportStatuses,
  valuesOf,
} from '@matri/contracts';
import {
  contactPrivacyEnum,
  createdByEnum,
  genderEnum,
  languageEnum,
  notificationKindEnum,
  reportReasonEnum,
  reportStatusEnum,
  visibilityEnum,
} from './schema';

describe('database enums', () => {
  it('hold exactly the values of the shared vocabularies', () => {
    expect(createdByEnum.enumValues).toEqual(valuesOf(profileCreators));
    expect(genderEnum.enumValues).toEqual(valuesOf(genders));
    expect(visibilityEnum.enumValues).toEqual(valuesOf(photoVisibilities));
    expect(visibilityEnum.enumValues).toEqual(valuesOf(horoscopeVisibilities));
    expect(contactPrivacyEnum.enumValues).toEqual(valuesOf(contactPrivacies));
    expect(reportReasonEnum.enumValues).toEqual(valuesOf(reportReasons));
    expect(reportStatusEnum.enumValues).toEqual([...reportStatuses]);
    expect(notificationKindEnum.enumValues).toEqual([...notificationKinds]);
    expect(languageEnum.enumValues).toEqual(languages.map((language) => language.value));
  });
});
