import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Anchor, Button, Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { register, toApiError } from '@matri/api-client';
import { saveSession } from '@matri/auth-gate';
import {
  genderImpliedByProfileFor,
  itemLabel,
  type Language,
  genders,
  MIN_MEMBER_AGE,
  motherTongues,
  paths,
  PASSWORD_MIN_LENGTH,
  profileFor,
  RegisterSchema,
  religions,
  type AuthAnswer,
  type PendingSignUp,
  type ProfileFor,
  type VocabularyItem,
} from '@matri/contracts';
import { getDobBound } from '@matri/helpers';
import {
  MobileNumberInput,
  rememberLanguage,
  showToast,
  useIsHydrated,
  useLanguage,
  useLocalisedPath,
  useRouteLabel,
  useSchemaForm,
  PasswordField,
} from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { SignUpCodeStep } from './components/sign-up-code-step';
import { useRedirectIfLoggedIn } from './use-redirect-if-logged-in';

function options(items: readonly VocabularyItem[], placeholder: string, language: Language) {
  return [
    { value: '', label: placeholder, disabled: true },
    ...items.map((i) => ({ value: i.value, label: itemLabel(i, language) })),
  ];
}

const initialValues = {
  profileFor: '',
  fullName: '',
  gender: '',
  dateOfBirth: '',
  religion: '',
  motherTongue: '',
  email: '',
  mobile: '',
  password: '',
  acceptTerms: false,
};

export function RegisterPage() {
  useRedirectIfLoggedIn();
  const form = useSchemaForm(RegisterSchema, initialValues);
  const isHydrated = useIsHydrated();
  const latestDob = getDobBound(MIN_MEMBER_AGE).slice(0, 10);
  const language = useLanguage();
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  const choose = t`Choose…`;
  const minAge = MIN_MEMBER_AGE;
  const minLength = PASSWORD_MIN_LENGTH;

  const chooseProfileFor = (value: string) => {
    form.setFieldValue('profileFor', value);
    const implied = genderImpliedByProfileFor[value as ProfileFor];
    if (implied) form.setFieldValue('gender', implied);
  };

  const [pending, setPending] = useState<PendingSignUp | null>(null);

  const submit = form.onSubmit(async (values) => {
    try {
      // The account reads in the language of the page it was made on, as does the member area.
      setPending(await register(http, { ...values, language }));
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Sign up did not go through`);
    }
  });

  const signedUp = ({ jwt, user }: AuthAnswer) => {
    rememberLanguage(language);
    // Saving the session sends the new member to the dashboard (see useRedirectIfLoggedIn).
    saveSession(jwt, { id: user.id, full_name: user.full_name ?? form.values.fullName });
  };

  const backToForm = (fieldErrors?: Record<string, string>) => {
    setPending(null);
    if (fieldErrors) form.setErrors(fieldErrors);
  };

  if (pending) {
    return (
      <AuthCard title={labelOf(paths.register)} path={paths.register.path}>
        <SignUpCodeStep pending={pending} onSignedUp={signedUp} onBackToForm={backToForm} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={labelOf(paths.register)}
      path={paths.register.path}
      intro={t`Create a free profile for yourself or for someone in your family.`}
    >
      <form method="post" onSubmit={submit} noValidate aria-label={t`Sign up`}>
        <Stack>
          <NativeSelect
            label={t`This profile is for`}
            required
            data={options(profileFor, choose, language)}
            {...form.getInputProps('profileFor')}
            onChange={(event) => chooseProfileFor(event.currentTarget.value)}
          />
          <TextInput label={t`Full name`} autoComplete="name" required {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label={t`Gender`}
              required
              data={options(genders, choose, language)}
              {...form.getInputProps('gender')}
            />
            <TextInput
              label={t`Date of birth`}
              type="date"
              max={latestDob}
              description={t`At least ${minAge} years old`}
              required
              {...form.getInputProps('dateOfBirth')}
            />
            <NativeSelect
              label={t`Religion`}
              required
              data={options(religions, choose, language)}
              {...form.getInputProps('religion')}
            />
            <NativeSelect
              label={t`Mother tongue`}
              required
              data={options(motherTongues, choose, language)}
              {...form.getInputProps('motherTongue')}
            />
          </SimpleGrid>
          <TextInput label={t`E-mail`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <MobileNumberInput {...form.getInputProps('mobile')} />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            description={t`At least ${minLength} characters`}
            required
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={
              <Trans>
                I am creating this profile with the consent of the person it describes, and I accept the{' '}
                <Anchor component={Link} to={at(paths.terms.path)} inherit underline="always">
                  Terms of Use
                </Anchor>{' '}
                and{' '}
                <Anchor component={Link} to={at(paths.privacy.path)} inherit underline="always">
                  Privacy Policy
                </Anchor>
              </Trans>
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" disabled={!isHydrated} loading={form.submitting} fullWidth>
            {labelOf(paths.register)}
          </Button>
          <Text size="sm" ta="center">
            <Trans>
              Already a member?{' '}
              <Anchor component={Link} to={at(paths.login.path)} underline="always">
                Log In
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
