import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { membershipQueryOptions, plansQueryOptions, toApiError } from '@matri/api-client';
import { paths, type MembershipJson } from '@matri/contracts';
import { PlansTable } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The member's plan now: until when, what it unlocks, and how much of today's interests are used. */
function CurrentPlan({ membership }: { membership: MembershipJson }) {
  const { plan } = membership;
  const used = Math.min(membership.interests_sent_today, plan.interestsPerDay);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="current-plan-title">
          You are on the {plan.name} plan
        </Title>
        <Text>{membership.ends_at ? `Valid until ${day(membership.ends_at)}; then your profile moves to Free.` : 'Free never ends.'}</Text>
        <Text size="sm">
          Interests sent in the last 24 hours: {membership.interests_sent_today} of {plan.interestsPerDay}
        </Text>
        <Progress value={(used / plan.interestsPerDay) * 100} aria-label="Interests used in the last 24 hours" />
        <Text size="sm">
          Contact details per month: {plan.contactViewsPerMonth || 'none'} · See who viewed you: {plan.canSeeWhoViewed ? 'yes' : 'no'} · Highlighted profile:{' '}
          {plan.isHighlighted ? 'yes' : 'no'}
        </Text>
      </Stack>
    </Card>
  );
}

/** /upgrade: the member's own plan and usage, next to every plan with its price including GST. */
export function UpgradePage() {
  const membership = useQuery(membershipQueryOptions(http));
  const plans = useQuery(plansQueryOptions(http));
  return (
    <MemberPage title={paths.upgrade.label} path={paths.upgrade.path}>
      {membership.isPending || plans.isPending ? (
        <PageLoader />
      ) : membership.isError || plans.isError ? (
        <Alert color="red" role="alert">
          {toApiError(membership.error ?? plans.error).message}
        </Alert>
      ) : (
        <Stack gap="xl">
          <CurrentPlan membership={membership.data} />
          <Stack gap="sm">
            <Title order={2} size="h3">
              Plans
            </Title>
            <PlansTable plans={plans.data} />
          </Stack>
        </Stack>
      )}
    </MemberPage>
  );
}
