import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
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
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError, usePartnerPreferences } from '@matri/api-client';
import {
  countries,
  diets,
  educationLevels,
  GUNA_MILAN_CUSTOMARY_MINIMUM,
  indianStates,
  itemLabel,
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
import { showToast, useLanguage, useZodForm } from '@matri/ui';
import { http } from '../../../config/app-config';
import { EditDialog, useEditDialogClose } from '../../../components/edit-dialog';
import { FormActions } from '../../../components/form-actions';
import { formSchema, toFormValues } from '../../../profiles/form-values';
import classes from '../../../profiles/field-list.module.css';
import { ageChoices, heightSelectChoices } from '../../../components/range-choices';
import { useSavePartnerPreferences } from '../api/use-own-profile-changes';

const numericFields = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'] as const;

const lists: { name: keyof PartnerPreferences & string; label: MessageDescriptor; items: readonly VocabularyItem[] }[] =
  [
    { name: 'religions', label: msg`Religions`, items: religions },
    { name: 'communities', label: msg`Communities`, items: partnerCommunityChoices },
    { name: 'motherTongues', label: msg`Mother tongues`, items: motherTongues },
    { name: 'maritalStatuses', label: msg`Marital status`, items: maritalStatuses },
    { name: 'educationLevels', label: msg`Education`, items: educationLevels },
    { name: 'countries', label: msg`Countries`, items: countries },
    { name: 'states', label: msg`States in India`, items: indianStates },
    { name: 'diets', label: msg`Diet`, items: diets },
  ];
const names = [...numericFields, ...lists.map((l) => l.name), 'horoscopeMustMatch'];
const minimum = GUNA_MILAN_CUSTOMARY_MINIMUM;
const HOROSCOPE_MATCH_LABEL = msg`Horoscope must match (Guna Milan ${minimum} or more)`;
const schema = formSchema(PartnerPreferencesSchema, numericFields);

function range(i18n: I18n, low: number | null, high: number | null, format: (n: number) => string): string | null {
  if (low === null && high === null) return null;
  const from = low === null ? '' : format(low);
  const to = high === null ? '' : format(high);
  if (low !== null && high !== null) return i18n._(msg`${from} to ${to}`);
  return low !== null ? i18n._(msg`from ${from}`) : i18n._(msg`up to ${to}`);
}

function PreferencesForm({ preferences, onDone }: { preferences: PartnerPreferencesAnswer; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const savePartnerPreferences = useSavePartnerPreferences();
  const form = useZodForm(schema, toFormValues(preferences, names));
  const cancel = useEditDialogClose(form.isDirty, onDone);
  const submit = form.onSubmit(async (data) => {
    try {
      await savePartnerPreferences.mutateAsync(data as PartnerPreferences);
      showToast('success', t`Partner preferences saved.`);
      onDone();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Not saved`);
    }
  });
  const any = [{ value: '', label: t`Any` }];
  return (
    <form onSubmit={submit} noValidate aria-label={t`Partner preferences`}>
      <Stack>
        <SimpleGrid cols={{ base: 2 }}>
          <NativeSelect label={t`Age from`} data={[...any, ...ageChoices]} {...form.getInputProps('ageMin')} />
          <NativeSelect label={t`Age to`} data={[...any, ...ageChoices]} {...form.getInputProps('ageMax')} />
          <NativeSelect
            label={t`Height from`}
            data={[...any, ...heightSelectChoices]}
            {...form.getInputProps('heightMinCm')}
          />
          <NativeSelect
            label={t`Height to`}
            data={[...any, ...heightSelectChoices]}
            {...form.getInputProps('heightMaxCm')}
          />
        </SimpleGrid>
        {lists.map((list) => (
          <MultiSelect
            key={list.name}
            label={i18n._(list.label)}
            placeholder={t`Any`}
            searchable
            clearable
            data={list.items.map((i) => ({ value: i.value, label: itemLabel(i, language) }))}
            {...form.getInputProps(list.name)}
          />
        ))}
        <Checkbox
          label={i18n._(HOROSCOPE_MATCH_LABEL)}
          description={t`Matches then show only members who show you their horoscope and whose horoscope matches yours. You appear in others' matches only where you show them your horoscope and it matches theirs. Needs your birth star.`}
          {...form.getInputProps('horoscopeMustMatch', { type: 'checkbox' })}
        />
        <FormActions onCancel={cancel} isSubmitting={form.isSubmitting} />
      </Stack>
    </form>
  );
}

/** What the member looks for: every preference optional, "Any" when left open. */
export function PartnerPreferencesCard() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const preferences = usePartnerPreferences(http);
  const [isEditing, setEditing] = useState(false);
  const p = preferences.data;
  const rows = p
    ? [
        { label: t`Age`, value: range(i18n, p.ageMin, p.ageMax, (years) => t`${years} years`) },
        { label: t`Height`, value: range(i18n, p.heightMinCm, p.heightMaxCm, formatHeight) },
        ...lists.map((list) => ({
          label: i18n._(list.label),
          value: (p[list.name] as string[]).map((v) => labelOf(list.items, v, language)).join(', ') || null,
        })),
        { label: t`Horoscope`, value: p.horoscopeMustMatch ? i18n._(HOROSCOPE_MATCH_LABEL) : null },
      ]
    : [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-preferences">
      <Group justify="space-between" mb="sm">
        <Title id="section-preferences" order={2} size="h4">
          <Trans>Partner preferences</Trans>
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => setEditing(true)}
          disabled={!p}
          aria-label={t`Edit partner preferences`}
        >
          <Trans>Edit</Trans>
        </Button>
      </Group>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.value ?? (
                <Text span c="dimmed">
                  <Trans>Any</Trans>
                </Text>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <EditDialog opened={isEditing} onClose={() => setEditing(false)} title={t`Edit partner preferences`} size="lg">
        {isEditing && p && <PreferencesForm preferences={p} onDone={() => setEditing(false)} />}
      </EditDialog>
    </Card>
  );
}
