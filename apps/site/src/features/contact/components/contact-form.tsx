import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { sendContactMessage, toApiError } from '@matri/api-client';
import { ContactSchema } from '@matri/contracts';
import { MobileNumberInput, showToast, useIsHydrated, useSchemaForm } from '@matri/ui';
import { http } from '../../../config/api';
import { Trans, useLingui } from '@lingui/react/macro';

const emptyMessage = { name: '', email: '', mobile: '', message: '' };

export function ContactForm() {
  const form = useSchemaForm(ContactSchema, emptyMessage);
  const isHydrated = useIsHydrated();
  const { t } = useLingui();

  const submit = form.onSubmit(async (values) => {
    try {
      await sendContactMessage(http, values);
      showToast('success', t`Thank you. We have your message and will reply within one working day.`);
      form.reset();
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Your message was not sent`);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={t`Contact form`}>
      <Stack>
        <TextInput label={t`Your name`} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label={t`E-mail`} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <MobileNumberInput {...form.getInputProps('mobile')} />
        <Textarea label={t`Message`} autosize minRows={4} maxRows={10} required {...form.getInputProps('message')} />
        <Button type="submit" disabled={!isHydrated} loading={form.submitting}>
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  );
}
