import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stack.css';
import { Checkbox, MultiSelect, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { toApiError } from '@matri/api-client';
import {
  itemLabel,
  PartnerPreferencesSchema,
  type PartnerPreferences,
  type PartnerPreferencesAnswer,
} from '@matri/contracts';
import { showToast, useLanguage, useSchemaForm } from '@matri/ui';
import { useEditDialogClose } from '../../../components/edit-dialog';
import { FormActions } from '../../../components/form-actions';
import { formSchema } from '../../../profiles/form-schema';
import { toFormValues } from '../../../profiles/form-values';
import { ageChoices, heightSelectChoices } from '../../../components/range-choices';
import { useSavePartnerPreferences } from '../api/use-own-profile-changes';
import { HOROSCOPE_MATCH_LABEL, partnerPreferenceLists } from '../../../profiles/partner-preference-rows';

const numericFields = ['ageMin', 'ageMax', 'heightMinCm', 'heightMaxCm'] as const;

const names = [...numericFields, ...partnerPreferenceLists.map((l) => l.name), 'horoscopeMustMatch'];
const schema = formSchema(PartnerPreferencesSchema, numericFields);

/** The partner preferences form, loaded when the member opens it (its pickers are not part of the first page). */
export function PreferencesForm({
  preferences,
  onDone,
}: {
  preferences: PartnerPreferencesAnswer;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const savePartnerPreferences = useSavePartnerPreferences();
  const form = useSchemaForm(schema, toFormValues(preferences, names));
  const cancel = useEditDialogClose(form.isDirty(), onDone);
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
        <FormActions onCancel={cancel} isSubmitting={form.submitting} />
      </Stack>
    </form>
  );
}
