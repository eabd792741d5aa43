import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toApiError, useMe, useOwnProfile } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { BlockedMembers } from './components/blocked-members';
import { ChangeEmailForm } from './components/change-email-form';
import { ChangeMobileForm } from './components/change-mobile-form';
import { ChangePasswordForm } from './components/change-password-form';
import { PrivacyAndNotifications } from './components/privacy-and-notifications';
import { YourData } from './components/your-data';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRouteLabel } from '@matri/ui';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title id={id} order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /setting: the member's control over their account and who sees what. */
const emailChangeOutcomes: Record<string, { color: string; text: MessageDescriptor }> = {
  confirmed: { color: 'green', text: msg`Your e-mail address is changed and confirmed.` },
  invalid: { color: 'red', text: msg`That link is not valid any more. Ask for a new one below.` },
  taken: { color: 'red', text: msg`Another account uses that address now, so your address was not changed.` },
};

export function SettingPage() {
  const { t, i18n } = useLingui();
  const labelOf = useRouteLabel();
  const own = useOwnProfile(http);
  const [search] = useSearchParams();
  const outcome = emailChangeOutcomes[search.get('emailChange') ?? ''];
  const account = useMe(http);
  let body;
  if (own.isPending) body = <PageLoader />;
  else if (own.isError)
    body = (
      <Alert color="red" title={t`Your settings could not be loaded`}>
        {toApiError(own.error).message}
      </Alert>
    );
  else {
    body = (
      <Stack>
        {outcome && (
          <Alert color={outcome.color} role="status">
            {i18n._(outcome.text)}
          </Alert>
        )}
        <Section id="setting-password" title={t`Password`}>
          <ChangePasswordForm />
        </Section>
        <Section id="setting-email" title={t`E-mail address`}>
          <ChangeEmailForm currentEmail={account.data?.email ?? null} />
        </Section>
        <Section id="setting-mobile" title={t`Mobile number`}>
          <ChangeMobileForm currentMobile={account.data?.mobile ?? null} />
        </Section>
        <Section id="setting-privacy" title={t`Privacy and e-mails`}>
          <PrivacyAndNotifications profile={own.data.profile} />
        </Section>
        <Section id="setting-blocked" title={t`Blocked members`}>
          <BlockedMembers />
        </Section>
        <Section id="setting-data" title={t`Your data`}>
          <YourData profileId={own.data.profile.profileId} />
        </Section>
      </Stack>
    );
  }
  return (
    <MemberPage title={labelOf(paths.setting)} path={paths.setting.path}>
      {body}
    </MemberPage>
  );
}
