import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Card, Group, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OwnProfile } from '@matri/contracts';
import { toFormValues } from '../../../profiles/form-values';
import type { SectionSpec } from '../../../profiles/profile-sections';
import { shownValue } from '../../../profiles/shown-value';
import { SectionForm } from './section-form';
import classes from '../../../profiles/field-list.module.css';

/** A section of the profile as other members read it, with an Edit button that opens its form. */
export function SectionCard({ section, profile }: { section: SectionSpec; profile: OwnProfile }) {
  const [isEditing, setEditing] = useState(false);
  const headingId = `section-${section.key}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title id={headingId} order={2} size="h4">
          {section.title}
        </Title>
        <Button
          variant="light"
          size="xs"
          onClick={() => setEditing(true)}
          aria-label={`Edit ${section.title.toLowerCase()}`}
        >
          Edit
        </Button>
      </Group>
      <dl className={classes.list}>
        {section.fields
          .filter((field) => field.isShown?.(toFormValues(profile, ['country'])) ?? true)
          .map((field) => {
            const value = shownValue(field, profile);
            return (
              <div key={field.name} className={field.kind === 'textarea' ? classes.wide : undefined}>
                <dt>{field.label}</dt>
                <dd>
                  {value ?? (
                    <Text span c="dimmed">
                      Not added
                    </Text>
                  )}
                </dd>
              </div>
            );
          })}
      </dl>
      <Modal
        opened={isEditing}
        onClose={() => setEditing(false)}
        title={`Edit ${section.title.toLowerCase()}`}
        size="lg"
      >
        {isEditing && <SectionForm section={section} profile={profile} onDone={() => setEditing(false)} />}
      </Modal>
    </Card>
  );
}
