import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import { Alert, Anchor, Badge, Button, Group } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  audienceNotice,
  canSendInterest,
  conversationHref,
  paths,
  type AudienceChoice,
  type ContactAudience,
  type ProfileDetailsJson,
} from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { useShortlistToggle } from '../../profiles/use-shortlist-toggle';
import { BlockDialog } from './block-dialog';
import { ReportDialog, SendInterestDialog } from '../../profiles/lazy-dialogs';
import { LoadFailureBoundary } from '../../components/load-failure-boundary';

type Dialog = 'interest' | 'block' | 'report' | null;

function interestStatus(interest: ProfileDetailsJson['interest'], i18n: I18n): string | null {
  if (!interest) return null;
  if (interest.status === 'accepted') return i18n._(msg`Connected: your interest was accepted`);
  if (interest.status === 'pending')
    return interest.direction === 'sent'
      ? i18n._(msg`Interest sent, waiting for an answer`)
      : i18n._(msg`Sent you an interest`);
  if (interest.status === 'declined')
    return interest.direction === 'sent'
      ? i18n._(msg`Your interest was declined`)
      : i18n._(msg`You declined their interest`);
  return null;
}

/**
 * What the member asks of those who reach them, said before the viewer tries (the API refuses the same way), with the
 * way in: the verification page.
 */
function AudienceNotice({ choice, audience }: { choice: AudienceChoice; audience: ContactAudience }) {
  const language = useLanguage();
  if (audience === 'anyone') return null;
  return (
    <Alert color="blue" variant="light">
      {audienceNotice(choice, audience)[language]}{' '}
      <Anchor component={Link} to={paths.verification.path} c="inherit" underline="always">
        {audience === 'verified-id' ? <Trans>Verify your ID</Trans> : <Trans>Verify your ID and photo</Trans>}
      </Anchor>
    </Alert>
  );
}

/**
 * What I can do about a profile: send an interest (or a message once connected), shortlist, block, report. Where the
 * member hears only from members verified beyond me, the page says so and offers the verification page instead.
 */
export function ProfileActions({
  details,
  member,
}: {
  details: ProfileDetailsJson;
  member: { profileId: string; full_name: string };
}) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<Dialog>(null);
  // "Send interest" is what a member taps first here: its dialog's code (preloaded with the page, app/page-files.ts)
  // is made ready as the actions show, so the tap renders the dialog at once. A chunk that fails now is asked for
  // again at the tap.
  useEffect(() => {
    SendInterestDialog.preload().catch(() => undefined);
  }, []);
  const shortlist = useShortlistToggle(member, details.isShortlisted);
  const { interest } = details;
  const status = interestStatus(interest, i18n);
  return (
    <>
      <Group gap="xs">
        {status && (
          <Badge variant="outline" size="lg">
            {status}
          </Badge>
        )}
        {interest?.status === 'pending' && interest.direction === 'received' && (
          <Button component={Link} to={paths.request.path} size="sm">
            <Trans>Answer on Request</Trans>
          </Button>
        )}
        {interest?.status === 'accepted' && details.canReachByMessage && (
          <Button component={Link} to={conversationHref(member.profileId)} size="sm">
            <Trans>Send message</Trans>
          </Button>
        )}
        {canSendInterest(interest) && details.canReachByInterest && (
          <Button size="sm" onClick={() => setDialog('interest')}>
            <Trans>Send interest</Trans>
          </Button>
        )}
        <Button
          size="sm"
          variant={details.isShortlisted ? 'light' : 'default'}
          loading={shortlist.isSaving}
          aria-pressed={details.isShortlisted}
          onClick={() => void shortlist.toggle()}
        >
          {details.isShortlisted ? t`Shortlisted` : t`Shortlist`}
        </Button>
        <Button size="sm" variant="subtle" color="red" onClick={() => setDialog('block')}>
          <Trans>Block</Trans>
        </Button>
        <Button size="sm" variant="subtle" color="red" onClick={() => setDialog('report')}>
          <Trans>Report</Trans>
        </Button>
      </Group>
      {canSendInterest(interest) && !details.canReachByInterest && (
        <AudienceNotice choice="interests" audience={details.interestAudience} />
      )}
      {interest?.status === 'accepted' && !details.canReachByMessage && (
        <AudienceNotice choice="messages" audience={details.messageAudience} />
      )}
      <LoadFailureBoundary resetKey={dialog}>
        <Suspense>
          {dialog === 'interest' && <SendInterestDialog member={member} opened onClose={() => setDialog(null)} />}
          {dialog === 'report' && (
            <ReportDialog member={member} leaveTo={paths.search.path} onClose={() => setDialog(null)} />
          )}
        </Suspense>
      </LoadFailureBoundary>
      {dialog === 'block' && <BlockDialog member={member} onClose={() => setDialog(null)} />}
    </>
  );
}
