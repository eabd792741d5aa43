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
import { showToast, useSchemaForm, useIntlLocale } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useApiTokenChanges } from '../api/use-api-token-changes';
import { Trans, useLingui } from '@lingui/react/macro';

/** The header a script sends; code, not words. */
const AUTHORIZATION_HEADER = 'Authorization: Bearer <token>';

const when = (iso: string | null, locale: string) =>
  iso
    ? new Date(iso).toLocaleString(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '—';

function TokenRow({ token }: { token: ApiTokenJson }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { revoke: revokeToken } = useApiTokenChanges();
  const [isRevoking, setRevoking] = useState(false);
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeToken.mutateAsync(token.id);
      showToast('success', t`“${token.name}” is revoked: scripts using it are refused from now on.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not revoked`);
    } finally {
      setRevoking(false);
    }
  };
  return (
    <Table.Tr>
      <Table.Th scope="row">{token.name}</Table.Th>
      <Table.Td>{token.createdBy}</Table.Td>
      <Table.Td>{when(token.createdAt, locale)}</Table.Td>
      <Table.Td>{when(token.lastUsedAt, locale)}</Table.Td>
      <Table.Td>
        {token.revokedAt ? (
          t`Revoked ${when(token.revokedAt, locale)}`
        ) : (
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={isRevoking}
            onClick={() => void revoke()}
            aria-label={t`Revoke ${token.name}`}
          >
            <Trans>Revoke</Trans>
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Tokens for scripted imports: each acts for the admin who made it, is shown once and kept only as a hash. */
export function ApiTokens() {
  const { t } = useLingui();
  const { create } = useApiTokenChanges();
  const tokens = useQuery(apiTokensQueryOptions(http));
  const form = useSchemaForm(ApiTokenCreateSchema, { name: '' });
  const [created, setCreated] = useState<CreatedApiTokenJson | null>(null);
  const submit = form.onSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values.name));
      form.setFieldValue('name', '');
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`No token made`);
    }
  });
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          A script can send rows to{' '}
          <Code>{`${importEndpoints.uploadRows.method} ${importEndpoints.uploadRows.path}`}</Code> with{' '}
          <Code>{AUTHORIZATION_HEADER}</Code>. A token can import members and nothing else.
        </Trans>
      </Text>
      <form onSubmit={submit} noValidate aria-label={t`Create an API token`}>
        <Group align="flex-end">
          <TextInput
            label={t`Token name`}
            description={t`Who or what uses it, e.g. Nightly bureau sync`}
            required
            {...form.getInputProps('name')}
          />
          <Button type="submit" variant="light" loading={form.submitting}>
            <Trans>Create token</Trans>
          </Button>
        </Group>
      </form>
      {created && (
        <Alert
          color="green"
          title={t`Token “${created.name}” created`}
          withCloseButton
          onClose={() => setCreated(null)}
        >
          <Text size="sm">
            <Trans>Copy it now: it is not shown again.</Trans>
          </Text>
          <Code block aria-label={t`New API token`}>
            {created.token}
          </Code>
        </Alert>
      )}
      {tokens.isError && <Alert color="red">{toApiError(tokens.error).message}</Alert>}
      {tokens.data && tokens.data.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <Table fz="sm" withTableBorder aria-label={t`API tokens`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Created by</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Created</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Last used</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Status</Trans>
                </Table.Th>
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
