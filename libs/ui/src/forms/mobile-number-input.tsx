import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';

/** An Indian mobile number field: the phone keypad on mobiles, autofill, and the format the schema accepts. */
export function MobileNumberInput(props: TextInputProps) {
  return (
    <TextInput
      label="Mobile number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      description="10-digit Indian mobile number"
      required
      {...props}
    />
  );
}
