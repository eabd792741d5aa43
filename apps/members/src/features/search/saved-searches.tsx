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
import { showToast } from '@matri/ui';
import { http } from '../../config/app-config';
import { useSavedSearchChanges } from './api/use-saved-search-changes';

/** Saved searches as links that reopen them, and a form that saves the current one (at most five). */
export function SavedSearches({ currentQuery }: { currentQuery: string }) {
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
      showToast('success', 'Search saved.');
    } catch (caught) {
      setError(toApiError(caught).message);
    }
  };
  const remove = async (id: number, label: string) => {
    try {
      await changes.remove.mutateAsync(id);
      showToast('success', `“${label}” deleted.`);
    } catch (caught) {
      showToast('error', toApiError(caught).message, 'Not deleted');
    }
  };
  const list = saved.data ?? [];
  return (
    <section aria-labelledby="saved-searches">
      <Text id="saved-searches" fw={600} mb={4}>
        Saved searches ({list.length} of {MAX_SAVED_SEARCHES})
      </Text>
      <Group gap="xs" mb="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((s) => (
          <Group key={s.id} gap={0} component="li">
            <Button component={Link} to={`${paths.search.path}?${s.query}`} variant="light" size="xs">
              {s.name}
            </Button>
            <CloseButton
              size="sm"
              aria-label={`Delete saved search ${s.name}`}
              onClick={() => void remove(s.id, s.name)}
            />
          </Group>
        ))}
      </Group>
      <Group component="form" onSubmit={save} align="flex-start" gap="xs">
        <TextInput
          aria-label="Name for this search"
          placeholder="Name this search to save it"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          error={error}
          size="xs"
        />
        <Button type="submit" size="xs" variant="default" disabled={!name.trim()}>
          Save search
        </Button>
      </Group>
    </section>
  );
}
