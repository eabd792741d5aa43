import type { PartnerPreferencesAnswer } from '../schemas/partner-preferences';
import { preferencesToAdd } from './preferences-to-add';

const newMember: PartnerPreferencesAnswer = {
  ageMin: 24,
  ageMax: 30,
  heightMinCm: null,
  heightMaxCm: null,
  religions: ['hindu'],
  communities: [],
  motherTongues: [],
  maritalStatuses: [],
  educationLevels: [],
  countries: [],
  states: [],
  diets: [],
  horoscopeMustMatch: false,
  isSetByMember: false,
};

describe('preferencesToAdd', () => {
  it('suggests community, state and education to a member matched on age and religion alone', () => {
    expect(preferencesToAdd(newMember)).toEqual(['community', 'state', 'education']);
  });

  it('suggests the next ones where some are set already', () => {
    expect(preferencesToAdd({ ...newMember, communities: ['hindu:brahmin'], states: ['delhi'] })).toEqual([
      'education',
      'motherTongue',
      'maritalStatus',
    ]);
  });

  it('suggests nothing once the member has saved preferences of their own, however few', () => {
    expect(preferencesToAdd({ ...newMember, isSetByMember: true })).toEqual([]);
  });
});
