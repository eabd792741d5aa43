import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { plansQueryOptions } from '@matri/api-client';
import { defaultPlans, planLabel } from '@matri/membership';
import { paths, type Plan } from '@matri/contracts';
import { PageHead, PlansTable, useBrand, useLanguage, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { http } from '../../config/api';
import { QueryProvider } from '../../data/query-provider';

function SignUpFor({ plan }: { plan: Plan }) {
  const at = useLocalisedPath();
  const { t } = useLingui();
  const planName = planLabel(plan, useLanguage());
  return (
    <Button
      component={Link}
      to={at(paths.register.path)}
      size="xs"
      variant={plan.priceInr === 0 ? 'outline' : 'filled'}
    >
      {plan.priceInr === 0 ? t`Sign up free` : t`Choose ${planName}`}
    </Button>
  );
}

const signUpFor = (plan: Plan) => <SignUpFor plan={plan} />;

/** The plans as admins set them in the database; the prerendered page carries the defaults until the API answers. */
function PlansFromApi() {
  const plans = useQuery({ ...plansQueryOptions(http), placeholderData: [...defaultPlans] });
  return <PlansTable plans={plans.data ?? defaultPlans} action={signUpFor} />;
}

export function MembershipPage() {
  const brandName = useBrand().name;
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHead
        title={labelOf(paths.membership)}
        path={paths.membership.path}
        description={t`Compare ${brandName} membership plans: prices in rupees with GST, and what each plan unlocks.`}
      />
      <Title order={1} mb="sm">
        {labelOf(paths.membership)}
      </Title>
      <Text mb="xl" maw={720}>
        <Trans>
          Creating a profile, searching and sending a few interests a day is free. A paid plan lets you see contact
          details of members who accepted your interest, send more interests, see who viewed your profile and highlight
          your profile in search. All prices are in Indian rupees; GST at 18% is added at checkout.
        </Trans>
      </Text>
      <QueryProvider>
        <PlansFromApi />
      </QueryProvider>
      <Text size="sm" mt="lg">
        <Trans>
          Payments are processed by a third-party payment processor; we never store your card details. Fees are
          non-refundable once the plan is activated. See our <a href={at(paths.terms.path)}>Terms of Use</a>.
        </Trans>
      </Text>
    </Container>
  );
}
