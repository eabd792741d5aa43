import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Badge, Button, Card, Group, Image, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { optimisedImageUrl, photoDeskQueryOptions, toApiError } from '@matri/api-client';
import {
  paths,
  photoRejectionReasons,
  profileDetailsHref,
  type PhotoDecision,
  type PhotoRejectionReason,
  type PhotoReviewCaseJson,
} from '@matri/contracts';
import { ShieldIcon, showToast, useIntlLocale, useRouteLabel } from '@matri/ui';
import { EmptyState } from '../../components/empty-state';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http, runtimeConfig } from '../../config/app-config';
import { useDecidePhoto } from './api/use-decide-photo';

const PHOTO_WIDTH = 384;

/** Why a photo is on the desk, as an admin reads it. */
const whyHere: Record<string, MessageDescriptor> = {
  'nudity-unclear': msg`The nudity check is unsure`,
  'no-face': msg`No face found in the primary photo`,
  duplicate: msg`Like another member’s photo`,
  reported: msg`A member reported an inappropriate photo`,
};

/** The reasons a rejection gives, as an admin picks them (the member reads the full sentence). */
const rejectionLabels: Record<PhotoRejectionReason, MessageDescriptor> = {
  indecent: msg`Not for a family site`,
  'face-not-visible': msg`Face not visible`,
  'not-yours': msg`Someone else’s photo`,
  'contact-details': msg`Shows contact details`,
  'poor-quality': msg`Too dark, blurred or small`,
};

/** The rejection reason a case suggests; the admin may pick another. */
function suggestedReason(entry: PhotoReviewCaseJson): PhotoRejectionReason {
  if (entry.reason === 'no-face') return 'face-not-visible';
  if (entry.reason === 'duplicate') return 'not-yours';
  return 'indecent';
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function DeskPhoto({ photo, alt }: { photo: PhotoReviewCaseJson['photo']; alt: string }) {
  return (
    <Image src={optimisedImageUrl(runtimeConfig, photo.url, PHOTO_WIDTH)} alt={alt} radius="md" h={220} fit="contain" />
  );
}

function MemberLine({ member }: { member: PhotoReviewCaseJson['member'] }) {
  const { t } = useLingui();
  return (
    <Text size="sm">
      {member.profileId ? (
        <Anchor component={Link} to={profileDetailsHref(member.profileId)}>
          {member.full_name} ({member.profileId})
        </Anchor>
      ) : (
        member.full_name
      )}{' '}
      · {member.status === 'suspended' ? t`suspended` : member.status === 'active' ? t`active` : member.status}
    </Text>
  );
}

function PhotoCase({
  entry,
  isSelected,
  reason,
  onReason,
  onDecide,
  isBusy,
}: {
  entry: PhotoReviewCaseJson;
  isSelected: boolean;
  reason: PhotoRejectionReason;
  onReason: (reason: PhotoRejectionReason) => void;
  onDecide: (decision: PhotoDecision) => void;
  isBusy: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useIntlLocale();
  const rejectionLabel = (reason: string | null) =>
    reason && reason in rejectionLabels ? i18n._(rejectionLabels[reason as PhotoRejectionReason]) : (reason ?? '–');
  const why = entry.reportId !== null && entry.screening === 'passed' ? 'reported' : (entry.reason ?? '');
  const scores = entry.scores;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={t`Photo of ${entry.member.full_name}`}
      aria-current={isSelected ? 'true' : undefined}
      style={isSelected ? { outline: '3px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={why === 'reported' ? 'red' : 'yellow'}>{whyHere[why] ? i18n._(whyHere[why]) : why}</Badge>
          <Text size="sm" c="dimmed">
            {t`Uploaded ${new Date(entry.photo.createdAt).toLocaleString(locale)}`}
            {entry.photo.isPrimary ? ` · ${t`primary photo`}` : ''}
          </Text>
        </Group>
        <SimpleGrid cols={entry.duplicateOf ? 2 : 1}>
          <Stack gap={4}>
            <DeskPhoto photo={entry.photo} alt={t`The photo of ${entry.member.full_name} to decide`} />
            <MemberLine member={entry.member} />
          </Stack>
          {entry.duplicateOf && (
            <Stack gap={4}>
              <DeskPhoto
                photo={entry.duplicateOf.photo}
                alt={t`The photo of ${entry.duplicateOf.member.full_name} it looks like`}
              />
              <MemberLine member={entry.duplicateOf.member} />
            </Stack>
          )}
        </SimpleGrid>
        {scores && (
          <Text size="sm">
            {scores.nudity
              ? t`Nudity check: explicit ${percent(scores.nudity.porn + scores.nudity.hentai)}, suggestive ${percent(scores.nudity.sexy)}, neutral ${percent(scores.nudity.neutral)}`
              : t`Nudity check: not run`}
            {scores.faces ? ` · ${t`faces: ${scores.faces.count} (best ${percent(scores.faces.bestScore)})`}` : ''}
            {scores.duplicateDistance !== null
              ? ` · ${t`differs from the other photo in ${scores.duplicateDistance} of 64 bits`}`
              : ''}
          </Text>
        )}
        {entry.history.length > 0 && (
          <Stack gap={0} component="ul" m={0} pl="md">
            {entry.history.map((decision) => (
              <Text component="li" size="sm" c="dimmed" key={`${decision.decidedAt}-${decision.decision}`}>
                {decision.decision === 'approve'
                  ? t`Approved by ${decision.admin ?? '–'} on ${new Date(decision.decidedAt).toLocaleString(locale)}`
                  : t`Rejected (${rejectionLabel(decision.reason)}) by ${decision.admin ?? '–'} on ${new Date(decision.decidedAt).toLocaleString(locale)}`}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs" align="flex-end">
          <Button onClick={() => onDecide('approve')} loading={isBusy}>
            <Trans>Approve</Trans>
          </Button>
          <NativeSelect
            label={t`Reason the member is told`}
            value={reason}
            onChange={(event) => onReason(event.currentTarget.value as PhotoRejectionReason)}
            data={photoRejectionReasons.map((value) => ({ value, label: i18n._(rejectionLabels[value]) }))}
          />
          <Button color="red" variant="light" onClick={() => onDecide('reject')} loading={isBusy}>
            <Trans>Reject</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Typing in a field (the reason list) is never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * /admin/photos: photos screening held for a person and photos of members reported for one, oldest first; approve,
 * or reject with a reason from the list. Keys a (approve), r (reject) and j / k (next / previous) act on the photo
 * selected.
 */
export function AdminPhotosPage() {
  const { t } = useLingui();
  const label = useRouteLabel()(paths.adminPhotos);
  const query = useQuery(photoDeskQueryOptions(http));
  const decide = useDecidePhoto();
  const [selected, setSelected] = useState(0);
  const [reasons, setReasons] = useState<Record<number, PhotoRejectionReason>>({});
  const cases = query.data ?? [];
  const current = Math.min(selected, Math.max(cases.length - 1, 0));

  const act = async (entry: PhotoReviewCaseJson, decision: PhotoDecision) => {
    const reason = reasons[entry.photo.id] ?? suggestedReason(entry);
    try {
      await decide.mutateAsync({ photoId: entry.photo.id, decision, reason });
      showToast('success', decision === 'approve' ? t`Photo approved.` : t`Photo rejected.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Not done`);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target) || decide.isPending) return;
      const entry = cases[current];
      if (event.key === 'j') setSelected(Math.min(current + 1, cases.length - 1));
      else if (event.key === 'k') setSelected(Math.max(current - 1, 0));
      else if (entry && event.key === 'a') void act(entry, 'approve');
      else if (entry && event.key === 'r') void act(entry, 'reject');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (query.isPending) return <PageLoader />;
  return (
    <MemberPage title={label} path={paths.adminPhotos.path}>
      <Text size="sm" mb="sm" id="photo-desk-keys">
        <Trans>
          Keys: <kbd>a</kbd> approve · <kbd>r</kbd> reject with the reason shown · <kbd>j</kbd> next · <kbd>k</kbd>{' '}
          previous
        </Trans>
      </Text>
      {query.isError ? (
        <Alert color="red">{toApiError(query.error).message}</Alert>
      ) : cases.length === 0 ? (
        <EmptyState
          icon={<ShieldIcon size={40} />}
          heading={t`Nothing here`}
          text={t`No photo is waiting. Photos the checks hold, and photos members report, arrive here.`}
        />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {cases.map((entry, index) => (
            <PhotoCase
              key={entry.photo.id}
              entry={entry}
              isSelected={index === current}
              reason={reasons[entry.photo.id] ?? suggestedReason(entry)}
              onReason={(reason) => setReasons((before) => ({ ...before, [entry.photo.id]: reason }))}
              onDecide={(decision) => {
                setSelected(index);
                void act(entry, decision);
              }}
              isBusy={decide.isPending && decide.variables?.photoId === entry.photo.id}
            />
          ))}
        </Stack>
      )}
    </MemberPage>
  );
}
