import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePartnerPreferences } from '@matri/api-client';
import { useLanguage } from '@matri/ui';
import { http } from '../../../config/app-config';
import { EditDialog } from '../../../components/edit-dialog';
import { PageLoader } from '../../../components/page-loader';
import classes from '../../../profiles/field-list.module.css';
import { partnerPreferenceRows } from '../../../profiles/partner-preference-rows';

const PreferencesForm = lazy(() => import('./partner-preferences-form').then((m) => ({ default: m.PreferencesForm })));

/** What the member looks for: every preference optional, "Any" when left open. */
export function PartnerPreferencesCard() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const preferences = usePartnerPreferences(http);
  const [isEditing, setEditing] = useState(false);
  const p = preferences.data;
  const rows = p ? partnerPreferenceRows(p, i18n, language) : [];
  // A string, not <Trans> in <Text>: most rows of a new member's preferences say it (as SectionCard's "Not added").
  const any = t`Any`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-preferences">
      <Group justify="space-between" mb="sm">
        <Title id="section-preferences" order={2} size="h4">
          <Trans>Partner preferences</Trans>
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => setEditing(true)}
          disabled={!p}
          aria-label={t`Edit partner preferences`}
        >
          <Trans>Edit</Trans>
        </Button>
      </Group>
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value ?? <span className={classes.unset}>{any}</span>}</dd>
          </div>
        ))}
      </dl>
      <EditDialog opened={isEditing} onClose={() => setEditing(false)} title={t`Edit partner preferences`} size="lg">
        {isEditing && p && (
          <Suspense fallback={<PageLoader />}>
            <PreferencesForm preferences={p} onDone={() => setEditing(false)} />
          </Suspense>
        )}
      </EditDialog>
    </Card>
  );
}
