import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The dashboard's answer when the profile could not be loaded: the API's message under a title. */
export function ProfileLoadError({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert color="red" title={t`Your profile could not be loaded`}>
      {message}
    </Alert>
  );
}
