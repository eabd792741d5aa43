import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { savedSearchesQueryOptions, toApiError } from '@matri/api-client';
import { MAX_SAVED_SEARCHES, paths, SAVED_SEARCH_NAME_MAX_LENGTH } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { http } from '../../config/app-config';
import { useSavedSearchChanges } from './api/use-saved-search-changes';

/** Saved searches as links that reopen them, and a form that saves the current one (at most five). */
export function SavedSearches({ currentQuery }: { currentQuery: string }) {
  const { t } = useLingui();
  const changes = useSavedSearchChanges();
  const saved = useQuery(savedSearchesQueryOptions(http));
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await changes.save.mutateAsync({ name, query: currentQuery });
      setName('');
      showToast('success', t`Search saved.`);
    } catch (caught) {
      setError(toApiError(caught).message);
    }
  };
  const remove = async (id: number, label: string) => {
    try {
      await changes.remove.mutateAsync(id);
      showToast('success', t`“${label}” deleted.`);
    } catch (caught) {
      showToast('error', toApiError(caught).message, t`Not deleted`);
    }
  };
  const list = saved.data ?? [];
  const count = list.length;
  const max = MAX_SAVED_SEARCHES;
  return (
    <section aria-labelledby="saved-searches">
      <Text id="saved-searches" fw={600} mb={4}>
        <Trans>
          Saved searches ({count} of {max})
        </Trans>
      </Text>
      <Group gap="xs" mb="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((s) => (
          <Group key={s.id} gap={0} component="li">
            <Button component={Link} to={`${paths.search.path}?${s.query}`} variant="light" size="xs">
              {s.name}
            </Button>
            <CloseButton
              size="sm"
              aria-label={t`Delete saved search ${s.name}`}
              onClick={() => void remove(s.id, s.name)}
            />
          </Group>
        ))}
      </Group>
      <Group component="form" onSubmit={save} align="flex-start" gap="xs">
        <TextInput
          aria-label={t`Name for this search`}
          placeholder={t`Name this search to save it`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          error={error}
          size="xs"
        />
        <Button type="submit" size="xs" variant="default" disabled={!name.trim()}>
          <Trans>Save search</Trans>
        </Button>
      </Group>
    </section>
  );
}
