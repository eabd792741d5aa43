import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { toApiError, usePartnerPreferences } from '@matri/api-client';
import {
  countries,
  diets,
  educationLevels,
  GUNA_MILAN_CUSTOMARY_MINIMUM,
  indianStates,
  labelOf,
  maritalStatuses,
  motherTongues,
  partnerCommunityChoices,
  PartnerPreferencesSchema,
  religions,
  type PartnerPreferences,
  type PartnerPreferencesAnswer,
  type VocabularyItem,
} from '@matri/contracts';
import { formatHeight } from '@matri/helpers';
import { showToast, useZodForm } from '@matri/ui';
import { http } from '../../../config/app-config';
import { FormActions } from '../../../components/form-actions';
import { formSchema, toFormValues } from '../../../profiles/form-values';
import classes from '../../../profiles/field-list.module.css';
import { ageChoices, heightSelectChoices } from '../../../components/range-choices';
import { useSavePartnerPreferences } from '../api/use-own-profile-changes';

const numericFields = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'] as const;

const lists: { name: keyof PartnerPreferences & string; label: string; items: readonly VocabularyItem[] }[] = [
  { name: 'religions', label: 'Religions', items: religions },
  { name: 'communities', label: 'Communities', items: partnerCommunityChoices },
  { name: 'motherTongues', label: 'Mother tongues', items: motherTongues },
  { name: 'maritalStatuses', label: 'Marital status', items: maritalStatuses },
  { name: 'educationLevels', label: 'Education', items: educationLevels },
  { name: 'countries', label: 'Countries', items: countries },
  { name: 'states', label: 'States in India', items: indianStates },
  { name: 'diets', label: 'Diet', items: diets },
];
const names = [...numericFields, ...lists.map((l) => l.name), 'horoscopeMustMatch'];
const HOROSCOPE_MATCH_LABEL = `Horoscope must match (Guna Milan ${GUNA_MILAN_CUSTOMARY_MINIMUM} or more)`;
const schema = formSchema(PartnerPreferencesSchema, numericFields);

function range(from: number | null, to: number | null, format: (n: number) => string): string | null {
  if (from === null && to === null) return null;
  if (from !== null && to !== null) return `${format(from)} to ${format(to)}`;
  return from !== null ? `from ${format(from)}` : `up to ${format(to as number)}`;
}

function PreferencesForm({ preferences, onDone }: { preferences: PartnerPreferencesAnswer; onDone: () => void }) {
  const savePartnerPreferences = useSavePartnerPreferences();
  const form = useZodForm(schema, toFormValues(preferences, names));
  const submit = form.onSubmit(async (data) => {
    try {
      await savePartnerPreferences.mutateAsync(data as PartnerPreferences);
      showToast('success', 'Partner preferences saved.');
      onDone();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'Not saved');
    }
  });
  const any = [{ value: '', label: 'Any' }];
  return (
    <form onSubmit={submit} noValidate aria-label="Partner preferences">
      <Stack>
        <SimpleGrid cols={{ base: 2 }}>
          <NativeSelect label="Age from" data={[...any, ...ageChoices]} {...form.getInputProps('ageMin')} />
          <NativeSelect label="Age to" data={[...any, ...ageChoices]} {...form.getInputProps('ageMax')} />
          <NativeSelect
            label="Height from"
            data={[...any, ...heightSelectChoices]}
            {...form.getInputProps('heightMinCm')}
          />
          <NativeSelect
            label="Height to"
            data={[...any, ...heightSelectChoices]}
            {...form.getInputProps('heightMaxCm')}
          />
        </SimpleGrid>
        {lists.map((list) => (
          <MultiSelect
            key={list.name}
            label={list.label}
            placeholder="Any"
            searchable
            clearable
            data={list.items.map((i) => ({ value: i.value, label: i.label }))}
            {...form.getInputProps(list.name)}
          />
        ))}
        <Checkbox
          label={HOROSCOPE_MATCH_LABEL}
          description="Matches then show only members whose horoscope matches yours, and you are shown only to them when they ask the same. Needs your birth star."
          {...form.getInputProps('horoscopeMustMatch', { type: 'checkbox' })}
        />
        <FormActions onCancel={onDone} isSubmitting={form.isSubmitting} />
      </Stack>
    </form>
  );
}

/** What the member looks for: every preference optional, "Any" when left open. */
export function PartnerPreferencesCard() {
  const preferences = usePartnerPreferences(http);
  const [isEditing, setEditing] = useState(false);
  const p = preferences.data;
  const rows = p
    ? [
        { label: 'Age', value: range(p.ageMin, p.ageMax, (n) => `${n} years`) },
        { label: 'Height', value: range(p.heightMinCm, p.heightMaxCm, formatHeight) },
        ...lists.map((list) => ({
          label: list.label,
          value: (p[list.name] as string[]).map((v) => labelOf(list.items, v)).join(', ') || null,
        })),
        { label: 'Horoscope', value: p.horoscopeMustMatch ? HOROSCOPE_MATCH_LABEL : null },
      ]
    : [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-preferences">
      <Group justify="space-between" mb="sm">
        <Title id="section-preferences" order={2} size="h4">
          Partner preferences
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => setEditing(true)}
          disabled={!p}
          aria-label="Edit partner preferences"
        >
          Edit
        </Button>
      </Group>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.value ?? (
                <Text span c="dimmed">
                  Any
                </Text>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Modal opened={isEditing} onClose={() => setEditing(false)} title="Edit partner preferences" size="lg">
        {isEditing && p && <PreferencesForm preferences={p} onDone={() => setEditing(false)} />}
      </Modal>
    </Card>
  );
}
