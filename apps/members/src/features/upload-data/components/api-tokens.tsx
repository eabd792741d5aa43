import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiTokensQueryOptions, toApiError } from '@matri/api-client';
import { ApiTokenCreateSchema, importEndpoints, type ApiTokenJson, type CreatedApiTokenJson } from '@matri/contracts';
import { showToast, useZodForm } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useApiTokenChanges } from '../api/use-api-token-changes';

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

function TokenRow({ token }: { token: ApiTokenJson }) {
  const { revoke: revokeToken } = useApiTokenChanges();
  const [isRevoking, setRevoking] = useState(false);
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeToken.mutateAsync(token.id);
      showToast('success', `“${token.name}” is revoked: scripts using it are refused from now on.`);
    } catch (error) {
      showToast('error', toApiError(error).message, 'Not revoked');
    } finally {
      setRevoking(false);
    }
  };
  return (
    <Table.Tr>
      <Table.Th scope="row">{token.name}</Table.Th>
      <Table.Td>{token.createdBy}</Table.Td>
      <Table.Td>{when(token.createdAt)}</Table.Td>
      <Table.Td>{when(token.lastUsedAt)}</Table.Td>
      <Table.Td>
        {token.revokedAt ? (
          `Revoked ${when(token.revokedAt)}`
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={isRevoking}
            onClick={() => void revoke()}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Tokens for scripted imports: each acts for the admin who made it, is shown once and kept only as a hash. */
export function ApiTokens() {
  const { create } = useApiTokenChanges();
  const tokens = useQuery(apiTokensQueryOptions(http));
  const form = useZodForm(ApiTokenCreateSchema, { name: '' });
  const [created, setCreated] = useState<CreatedApiTokenJson | null>(null);
  const submit = form.onSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values.name));
      form.setValue('name', '');
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, 'No token made');
    }
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        A script can send rows to{' '}
        <Code>{`${importEndpoints.uploadRows.method} ${importEndpoints.uploadRows.path}`}</Code> with{' '}
        <Code>Authorization: Bearer &lt;token&gt;</Code>. A token can import members and nothing else.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Create an API token">
        <Group align="flex-end">
          <TextInput
            label="Token name"
            description="Who or what uses it, e.g. Nightly bureau sync"
            required
            {...form.getInputProps('name')}
          />
          <Button type="submit" variant="light" loading={form.isSubmitting}>
            Create token
          </Button>
        </Group>
      </form>
      {created && (
        <Alert color="green" title={`Token “${created.name}” created`} withCloseButton onClose={() => setCreated(null)}>
          <Text size="sm">Copy it now: it is not shown again.</Text>
          <Code block aria-label="New API token">
            {created.token}
          </Code>
        </Alert>
      )}
      {tokens.isError && <Alert color="red">{toApiError(tokens.error).message}</Alert>}
      {tokens.data && tokens.data.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <Table fz="sm" withTableBorder aria-label="API tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Created by</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Last used</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
