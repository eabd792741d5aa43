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
import { Trans, useLingui } from '@lingui/react/macro';
import { toApiError, usePartnerPreferences } from '@matri/api-client';
import {
  itemLabel,
  PartnerPreferencesSchema,
  type PartnerPreferences,
  type PartnerPreferencesAnswer,
} from '@matri/contracts';
import { showToast, useLanguage, useZodForm } from '@matri/ui';
import { http } from '../../../config/app-config';
import { EditDialog, useEditDialogClose } from '../../../components/edit-dialog';
import { FormActions } from '../../../components/form-actions';
import { formSchema, toFormValues } from '../../../profiles/form-values';
import classes from '../../../profiles/field-list.module.css';
import { ageChoices, heightSelectChoices } from '../../../components/range-choices';
import { useSavePartnerPreferences } from '../api/use-own-profile-changes';
import {
  HOROSCOPE_MATCH_LABEL,
  partnerPreferenceLists,
  partnerPreferenceRows,
} from '../../../profiles/partner-preference-rows';

const numericFields = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'] as const;

const names = [...numericFields, ...partnerPreferenceLists.map((l) => l.name), 'horoscopeMustMatch'];
const schema = formSchema(PartnerPreferencesSchema, numericFields);

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
        {partnerPreferenceLists.map((list) => (
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
  const rows = p ? partnerPreferenceRows(p, i18n, language) : [];
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
