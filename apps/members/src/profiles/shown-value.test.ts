import { i18n } from '@lingui/core';
import { profileSections } from './profile-sections';
import { shownValue } from './shown-value';

const dateOfBirth = profileSections
  .flatMap((section) => section.fields)
  .find((field) => field.name === 'dateOfBirth') as (typeof profileSections)[number]['fields'][number];

describe('shownValue', () => {
  it("writes a date of birth out in the reader's language, never as 1999-03-14", () => {
    expect(shownValue(dateOfBirth, { dateOfBirth: '1999-03-14' }, 'hi', i18n)).toMatch(/^14 मार्च 1999 \(/);
    expect(shownValue(dateOfBirth, { dateOfBirth: '1999-03-14' }, 'en', i18n)).toMatch(/^14 March 1999 \(/);
  });
});
