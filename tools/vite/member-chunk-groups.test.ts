import { memberChunkGroups } from './member-chunk-groups';

/** The groups that name a module (the entry's group takes the entry's modules by Rolldown's tag, not by path). */
const groupsOf = (id: string) =>
  (memberChunkGroups.groups ?? [])
    .filter((group) => typeof group.test === 'function' && group.test(id))
    .map((group) => group.name);

const mantine = (file: string) => `/work/node_modules/@mantine/core/${file}`;
const ours = (file: string) => `/work/${file}`;

describe('the member area’s chunk groups', () => {
  it('put a Mantine component’s code and stylesheet in its family, and nothing of a component no family names', () => {
    expect(groupsOf(mantine('esm/components/Modal/Modal.mjs'))).toEqual(['dialog']);
    expect(groupsOf(mantine('styles/Modal.css'))).toEqual(['dialog']);
    expect(groupsOf(mantine('esm/components/ModalBase/ModalBase.mjs'))).toEqual(['dialog']);
    expect(groupsOf(mantine('esm/components/Checkbox/CheckIcon.mjs'))).toEqual(['form-fields']);
    expect(groupsOf(mantine('esm/components/Combobox/ComboboxChevron/ComboboxChevron.mjs'))).toEqual(['form-fields']);
    expect(groupsOf(mantine('esm/components/Combobox/Combobox.mjs'))).toEqual([]);
    expect(groupsOf(mantine('esm/components/Popover/Popover.mjs'))).toEqual([]);
  });

  it('leave the vocabularies only the profile’s sections show out of the words every profile page loads', () => {
    expect(groupsOf(ours('libs/contracts/src/vocabularies/horoscope.ts'))).toEqual(['profile-words']);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/birth-places.ts'))).toEqual([]);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/find-birth-places.ts'))).toEqual([]);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/birth-place-hindi-names.ts'))).toEqual([]);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/family.ts'))).toEqual([]);
  });

  it('give the cards’ vocabularies a file of their own, without what only the dashboard’s profile shows', () => {
    expect(groupsOf(ours('libs/contracts/src/vocabularies/career.ts'))).toEqual(['card-words']);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/religions.ts'))).toEqual(['card-words']);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/indian-states.ts'))).toEqual(['profile-words']);
    expect(groupsOf(ours('libs/contracts/src/vocabularies/career-levels.ts'))).toEqual(['profile-words']);
  });

  it('take our modules with their CSS modules, and not a file whose name only starts the same', () => {
    expect(groupsOf(ours('apps/members/src/profiles/member-card.tsx'))).toEqual(['member-cards']);
    expect(groupsOf(ours('apps/members/src/profiles/member-card.module.css'))).toEqual(['member-cards']);
    expect(groupsOf(ours('apps/members/src/profiles/member-card-menu.tsx'))).toEqual([]);
  });
});
