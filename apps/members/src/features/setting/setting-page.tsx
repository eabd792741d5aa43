import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { toApiError, useOwnProfile } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { ChangePasswordForm } from './components/change-password-form';
import { PrivacyAndNotifications } from './components/privacy-and-notifications';
import { YourData } from './components/your-data';

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
export function SettingPage() {
  const own = useOwnProfile(http);
  let body;
  if (own.isPending) body = <PageLoader />;
  else if (own.isError) body = <Alert color="red" title="Your settings could not be loaded">{toApiError(own.error).message}</Alert>;
  else {
    body = (
      <Stack>
        <Section id="setting-password" title="Password">
          <ChangePasswordForm />
        </Section>
        <Section id="setting-privacy" title="Privacy and e-mails">
          <PrivacyAndNotifications profile={own.data.profile} />
        </Section>
        <Section id="setting-data" title="Your data">
          <YourData profileId={own.data.profile.profileId} />
        </Section>
      </Stack>
    );
  }
  return (
    <MemberPage title={paths.setting.label} path={paths.setting.path}>
      {body}
    </MemberPage>
  );
}
