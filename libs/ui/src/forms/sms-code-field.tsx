import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { MOBILE_CODE_LENGTH } from '@matri/contracts';

/** The box for a code texted to the mobile: a phone's digit keypad, and the code offered from the SMS where it can. */
export function SmsCodeField(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Code from the SMS`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={MOBILE_CODE_LENGTH}
      required
      {...props}
    />
  );
}
