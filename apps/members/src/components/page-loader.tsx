import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
