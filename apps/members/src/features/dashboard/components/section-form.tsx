import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
import {
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { toApiError } from '@matri/api-client';
import { getJwt, saveSession } from '@matri/auth-gate';
import {
  findBirthPlaces,
  itemLabel,
  MIN_MEMBER_AGE,
  type Language,
  type OwnProfile,
  type ProfileUpdate,
  type VocabularyItem,
} from '@matri/contracts';
import { getDobBound } from '@matri/helpers';
import { useLingui } from '@lingui/react/macro';
import { showToast, useLanguage, useSchemaForm } from '@matri/ui';
import { useEditDialogClose } from '../../../components/edit-dialog';
import { FormActions } from '../../../components/form-actions';
import { useMember } from '../../../session/member-context';
import { birthPlaceChoices } from '../../../profiles/birth-place-choices';
import { formSchema } from '../../../profiles/form-schema';
import { toFormValues, type FormValues } from '../../../profiles/form-values';
import type { FieldSpec, SectionSpec } from '../../../profiles/profile-sections';
import { useUpdateOwnProfile } from '../api/use-own-profile-changes';
import { sectionSchemas } from './section-schemas';

/** Loaded with the Horoscope form only: it carries the Moon's ephemeris. */
const BirthStarSuggestion = lazy(() =>
  import('./birth-star-suggestion').then((module) => ({ default: module.BirthStarSuggestion })),
);

function choicesOf(field: FieldSpec, values: FormValues): readonly VocabularyItem[] {
  if (!field.items) return [];
  return typeof field.items === 'function' ? field.items(values) : field.items;
}

function selectData(items: readonly VocabularyItem[], empty: string, language: Language) {
  return [{ value: '', label: empty }, ...items.map((i) => ({ value: i.value, label: itemLabel(i, language) }))];
}

/** Birth places as a member types them: English or Hindi names, spellings that sound alike, former names. */
const birthPlaceFilter: OptionsFilter = ({ options, search, limit }) => {
  const byId = new Map((options as ComboboxItem[]).map((option) => [option.value, option]));
  return findBirthPlaces(search)
    .flatMap((place) => byId.get(place.id) ?? [])
    .slice(0, limit);
};

/** One section of the profile as a form: the section's schema checks it here, and the API checks it again. */
export function SectionForm({
  section,
  profile,
  onDone,
}: {
  section: SectionSpec;
  profile: OwnProfile;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const title = i18n._(section.title);
  const updateOwnProfile = useUpdateOwnProfile();
  const { user, setUser } = useMember();
  const names = section.fields.map((f) => f.name);
  const form = useSchemaForm(
    formSchema(sectionSchemas[section.key], section.numericFields),
    toFormValues(profile, names),
  );
  const cancel = useEditDialogClose(form.isDirty(), onDone);

  const submit = form.onSubmit(async (data) => {
    try {
      const answer = await updateOwnProfile.mutateAsync(data as ProfileUpdate);
      const fullName = answer.profile.fullName;
      const jwt = getJwt();
      // The header and the shared context show the new name at once.
      if (user && jwt && user.full_name !== fullName) {
        const updated = { ...user, full_name: fullName };
        saveSession(jwt, updated);
        setUser(updated);
      }
      showToast('success', t`${title} saved.`);
      onDone();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Not saved`);
    }
  });

  const visible = section.fields.filter((field) => field.isShown?.(form.values) ?? true);
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: visible.length > 2 ? 2 : 1 }}>
          {visible.map((field) => {
            const description = field.description ? i18n._(field.description) : undefined;
            const props = {
              label: i18n._(field.label),
              required: field.isRequired,
              description,
              ...form.getInputProps(field.name),
            };
            if (field.kind === 'select') {
              return (
                <NativeSelect
                  key={field.name}
                  data={selectData(
                    choicesOf(field, form.values),
                    field.isRequired ? t`Choose…` : t`Not added`,
                    language,
                  )}
                  {...props}
                />
              );
            }
            if (field.kind === 'textarea') {
              const length = String(form.values[field.name] ?? '').length;
              const maxLength = field.maxLength;
              return (
                <Textarea
                  key={field.name}
                  autosize
                  minRows={4}
                  maxLength={field.maxLength}
                  {...props}
                  description={[description, t`${length} of ${maxLength} characters`].filter(Boolean).join(' ')}
                  style={{ gridColumn: '1 / -1' }}
                />
              );
            }
            if (field.kind === 'place') {
              return (
                <Select
                  key={field.name}
                  searchable
                  clearable
                  limit={40}
                  placeholder={t`Type a city`}
                  nothingFoundMessage={t`No such place in the list: choose the nearest city`}
                  filter={birthPlaceFilter}
                  data={birthPlaceChoices.map((item) => ({
                    value: item.value,
                    label: itemLabel(item, language),
                  }))}
                  {...props}
                  onChange={(value: string | null) => form.setFieldValue(field.name, value ?? '')}
                />
              );
            }
            if (field.kind === 'time') {
              return <TextInput key={field.name} type="time" {...props} />;
            }
            if (field.kind === 'date') {
              return (
                <TextInput key={field.name} type="date" max={getDobBound(MIN_MEMBER_AGE).slice(0, 10)} {...props} />
              );
            }
            return <TextInput key={field.name} maxLength={field.maxLength} {...props} />;
          })}
        </SimpleGrid>
        {section.key === 'horoscope' && (
          <Suspense fallback={null}>
            <BirthStarSuggestion
              dateOfBirth={profile.dateOfBirth}
              values={form.values}
              onUse={(star) => {
                form.setFieldValue('nakshatra', star.nakshatra);
                form.setFieldValue('nakshatraPada', String(star.pada));
                form.setFieldValue('rashi', star.rashi);
              }}
            />
          </Suspense>
        )}
        <FormActions onCancel={cancel} isSubmitting={form.submitting} />
      </Stack>
    </form>
  );
}
