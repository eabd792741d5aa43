import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="xl" role="status" aria-label={t`Loading`}>
      <Loader />
    </Center>
  );
}
