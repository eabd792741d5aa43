import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import {
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';
import {
  activeWithinChoices,
  communitiesOf,
  diets,
  educationLevels,
  gunaMinimumChoices,
  incomeBands,
  indianStates,
  itemLabel,
  lookingFor,
  manglikFilters,
  maritalStatuses,
  motherTongues,
  professions,
  religions,
  searchSorts,
  type Religion,
  type Language,
  type SearchFilters,
  type VocabularyItem,
} from '@matri/contracts';
import { eitherScriptFilter } from '../../components/either-script-filter';
import { ageChoices, heightSelectChoices } from '../../components/range-choices';

/** The form's state: every filter as the inputs hold it (texts, lists, ticks). */
type Draft = Record<string, string | string[] | boolean>;

const options = (items: readonly VocabularyItem[], language: Language) =>
  items.map((i) => ({ value: i.value, label: itemLabel(i, language) }));

const listFilters = [
  { name: 'motherTongue', label: msg`Mother tongue`, items: motherTongues },
  { name: 'maritalStatus', label: msg`Marital status`, items: maritalStatuses },
  { name: 'education', label: msg`Education`, items: educationLevels },
  { name: 'profession', label: msg`Profession`, items: professions },
  { name: 'income', label: msg`Annual income`, items: incomeBands },
  { name: 'state', label: msg`State`, items: indianStates },
  { name: 'diet', label: msg`Diet`, items: diets },
] as const;

/** Each list's choices found in either script or by a spelling that sounds alike ("Uttar" on a Hindi page). */
const listFilterSearch = new Map(listFilters.map((filter) => [filter.name, eitherScriptFilter(filter.items)]));

function toDraft(filters: SearchFilters): Draft {
  const draft: Draft = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || key === 'cursor') continue;
    draft[key] = Array.isArray(value)
      ? value
      : typeof value === 'number'
        ? String(value)
        : key === 'withPhoto' || key === 'verified' || key === 'idVerified'
          ? true
          : String(value);
  }
  return draft;
}

/** The draft as an address query (what the schema parses back): empty choices left out. */
function toQuery(draft: Draft): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (Array.isArray(value)) {
      if (value.length) query[key] = value.join(',');
    } else if (typeof value === 'boolean') {
      if (value) query[key] = '1';
    } else if (value.trim()) query[key] = value.trim();
  }
  return query;
}

/** Communities of the chosen religions, each value once (Jat is both Hindu and Sikh). */
function communityOptions(chosen: string[], language: Language) {
  const seen = new Map<string, string>();
  for (const religion of chosen)
    for (const c of communitiesOf(religion as Religion))
      if (!seen.has(c.value)) seen.set(c.value, itemLabel(c, language));
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The search filters; submitting writes them to the address, which the results are read from. */
export function SearchFiltersForm({
  filters,
  defaultFor,
  onSearch,
}: {
  filters: SearchFilters;
  defaultFor: string;
  onSearch: (query: Record<string, string>) => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const any = { value: '', label: t`Any` };
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters));
  const text = (name: string) => (typeof draft[name] === 'string' ? (draft[name] as string) : '');
  const list = (name: string) => (Array.isArray(draft[name]) ? (draft[name] as string[]) : []);
  const set = (name: string, value: string | string[] | boolean) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toQuery(draft));
  };
  const religionsChosen = list('religion');
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} aria-label={t`Search filters`}>
      <Stack>
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t`Looking for`}
            data={options(lookingFor, language)}
            value={text('for') || defaultFor}
            onChange={(value) => set('for', value)}
          />
          <TextInput
            label={t`Name or profile ID`}
            placeholder={t`e.g. Sharma or SV100042`}
            value={text('q')}
            onChange={(e) => set('q', e.currentTarget.value)}
            maxLength={60}
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <NativeSelect
            label={t`Age from`}
            data={[any, ...ageChoices]}
            value={text('ageFrom')}
            onChange={(e) => set('ageFrom', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Age to`}
            data={[any, ...ageChoices]}
            value={text('ageTo')}
            onChange={(e) => set('ageTo', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Height from`}
            data={[any, ...heightSelectChoices]}
            value={text('heightFrom')}
            onChange={(e) => set('heightFrom', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Height to`}
            data={[any, ...heightSelectChoices]}
            value={text('heightTo')}
            onChange={(e) => set('heightTo', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <MultiSelect
            label={t`Religion`}
            placeholder={t`Any`}
            data={options(religions, language)}
            value={religionsChosen}
            onChange={(value) =>
              setDraft((d) => ({
                ...d,
                religion: value,
                community: list('community').filter((c) =>
                  communityOptions(value, language).some((o) => o.value === c),
                ),
              }))
            }
            clearable
          />
          <MultiSelect
            label={t`Community`}
            placeholder={religionsChosen.length ? t`Any` : t`Choose a religion first`}
            data={communityOptions(religionsChosen, language)}
            value={list('community')}
            onChange={(value) => set('community', value)}
            disabled={religionsChosen.length === 0}
            searchable
            clearable
          />
          {listFilters.map((filter) => (
            <MultiSelect
              key={filter.name}
              label={i18n._(filter.label)}
              placeholder={t`Any`}
              data={options(filter.items, language)}
              value={list(filter.name)}
              onChange={(value) => set(filter.name, value)}
              filter={listFilterSearch.get(filter.name)}
              searchable
              clearable
            />
          ))}
          <TextInput
            label={t`City`}
            placeholder={t`Any`}
            value={text('city')}
            onChange={(e) => set('city', e.currentTarget.value)}
            maxLength={60}
          />
          <NativeSelect
            label={t`Active`}
            data={[{ value: '', label: t`Any time` }, ...options(activeWithinChoices, language)]}
            value={text('activeWithin')}
            onChange={(e) => set('activeWithin', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Guna Milan`}
            description={t`Needs your birth star; finds members who show you their horoscope`}
            data={[any, ...options(gunaMinimumChoices, language)]}
            value={text('gunaMin')}
            onChange={(e) => set('gunaMin', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Manglik`}
            description={t`Finds members who show you their horoscope`}
            data={[any, ...options(manglikFilters, language)]}
            value={text('manglik')}
            onChange={(e) => set('manglik', e.currentTarget.value)}
          />
          <NativeSelect
            label={t`Sort by`}
            data={options(searchSorts, language)}
            value={text('sort') || 'newest'}
            onChange={(e) => set('sort', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Group>
            <Checkbox
              label={t`With photo only`}
              checked={draft['withPhoto'] === true}
              onChange={(e) => set('withPhoto', e.currentTarget.checked)}
            />
            <Checkbox
              label={t`Mobile verified only`}
              checked={draft['verified'] === true}
              onChange={(e) => set('verified', e.currentTarget.checked)}
            />
            <Checkbox
              label={t`Members with a verified ID only`}
              checked={draft['idVerified'] === true}
              onChange={(e) => set('idVerified', e.currentTarget.checked)}
            />
          </Group>
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setDraft({});
                onSearch({});
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
