import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import {
  Anchor,
  Button,
  Checkbox,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { register, toApiError } from '@matri/api-client';
import { saveSession } from '@matri/auth-gate';
import {
  genderImpliedByProfileFor,
  genders,
  MIN_MEMBER_AGE,
  motherTongues,
  paths,
  PASSWORD_MIN_LENGTH,
  profileFor,
  RegisterSchema,
  religions,
  type ProfileFor,
  type VocabularyItem,
} from '@matri/contracts';
import { getDobBound } from '@matri/helpers';
import { MobileNumberInput, showToast, useIsHydrated, useZodForm } from '@matri/ui';
import { http } from '../../config/api';
import { AuthCard } from './components/auth-card';
import { useRedirectIfLoggedIn } from './use-redirect-if-logged-in';

function options(items: readonly VocabularyItem[], placeholder: string) {
  return [{ value: '', label: placeholder, disabled: true }, ...items.map((i) => ({ value: i.value, label: i.label }))];
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
  const form = useZodForm(RegisterSchema, initialValues);
  const isHydrated = useIsHydrated();
  const latestDob = getDobBound(MIN_MEMBER_AGE).slice(0, 10);

  const chooseProfileFor = (value: string) => {
    form.setValue('profileFor', value);
    const implied = genderImpliedByProfileFor[value as ProfileFor];
    if (implied) form.setValue('gender', implied);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const { jwt, user } = await register(http, values);
      // Saving the session sends the new member to the dashboard (see useRedirectIfLoggedIn).
      saveSession(jwt, { id: user.id, full_name: user.full_name ?? values.fullName });
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'Sign up did not go through');
    }
  });

  return (
    <AuthCard
      title="Sign Up"
      path={paths.register.path}
      intro="Create a free profile for yourself or for someone in your family."
    >
      <form method="post" onSubmit={submit} noValidate aria-label="Sign up">
        <Stack>
          <NativeSelect
            label="This profile is for"
            required
            data={options(profileFor, 'Choose…')}
            {...form.getInputProps('profileFor')}
            onChange={(event) => chooseProfileFor(event.currentTarget.value)}
          />
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect
              label="Gender"
              required
              data={options(genders, 'Choose…')}
              {...form.getInputProps('gender')}
            />
            <TextInput
              label="Date of birth"
              type="date"
              max={latestDob}
              description={`At least ${MIN_MEMBER_AGE} years old`}
              required
              {...form.getInputProps('dateOfBirth')}
            />
            <NativeSelect
              label="Religion"
              required
              data={options(religions, 'Choose…')}
              {...form.getInputProps('religion')}
            />
            <NativeSelect
              label="Mother tongue"
              required
              data={options(motherTongues, 'Choose…')}
              {...form.getInputProps('motherTongue')}
            />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <MobileNumberInput {...form.getInputProps('mobile')} />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
            {...form.getInputProps('password')}
          />
          <Checkbox
            label={
              <>
                I am creating this profile with the consent of the person it describes, and I accept the{' '}
                <Anchor component={Link} to={paths.terms.path} inherit underline="always">
                  Terms of Use
                </Anchor>{' '}
                and{' '}
                <Anchor component={Link} to={paths.privacy.path} inherit underline="always">
                  Privacy Policy
                </Anchor>
              </>
            }
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" disabled={!isHydrated} loading={form.isSubmitting} fullWidth>
            Sign Up
          </Button>
          <Text size="sm" ta="center">
            Already a member?{' '}
            <Anchor component={Link} to={paths.login.path} underline="always">
              Log In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
