import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** An Indian mobile number field: the phone keypad on mobiles, autofill, and the format the schema accepts. */
export function MobileNumberInput(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Mobile number`}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      description={t`10-digit Indian mobile number`}
      required
      {...props}
    />
  );
}
