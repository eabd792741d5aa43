import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OwnProfile } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { EditDialog } from '../../../components/edit-dialog';
import { toFormValues } from '../../../profiles/form-values';
import type { SectionSpec } from '../../../profiles/profile-sections';
import { shownValue } from '../../../profiles/shown-value';
import { FieldValue } from '../../../profiles/field-value';
import classes from '../../../profiles/field-list.module.css';

/** Loaded when a form opens: the dashboard's first paint shows the sections, not their forms and the place search. */
const SectionForm = lazy(() => import('./section-form').then((module) => ({ default: module.SectionForm })));

/** A section of the profile as other members read it, with an Edit button that opens its form. */
export function SectionCard({ section, profile }: { section: SectionSpec; profile: OwnProfile }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const title = i18n._(section.title);
  const lowerTitle = title.toLowerCase();
  const [isEditing, setEditing] = useState(false);
  const headingId = `section-${section.key}`;
  // Words as strings, not <Trans> and <Text>: a new member's dashboard shows "Not added" some forty times, and each
  // took five components to render on a phone's slowed main thread.
  const notAdded = t`Not added`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title id={headingId} order={2} size="h4">
          {title}
        </Title>
        <Button variant="light" size="xs" onClick={() => setEditing(true)} aria-label={t`Edit ${lowerTitle}`}>
          {t`Edit`}
        </Button>
      </Group>
      <dl className={classes.list}>
        {section.fields
          .filter((field) => field.isShown?.(toFormValues(profile, ['country'])) ?? true)
          .map((field) => {
            const value = shownValue(field, profile, language, i18n);
            return (
              <div key={field.name} className={field.kind === 'textarea' ? classes.wide : undefined}>
                <dt>{i18n._(field.label)}</dt>
                <dd>
                  {value === null ? (
                    <span className={classes.unset}>{notAdded}</span>
                  ) : (
                    <FieldValue field={field} value={value} />
                  )}
                </dd>
              </div>
            );
          })}
      </dl>
      <EditDialog opened={isEditing} onClose={() => setEditing(false)} title={t`Edit ${lowerTitle}`} size="lg">
        {isEditing && (
          <Suspense fallback={null}>
            <SectionForm section={section} profile={profile} onDone={() => setEditing(false)} />
          </Suspense>
        )}
      </EditDialog>
    </Card>
  );
}
