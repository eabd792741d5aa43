import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Button.css';
import { Button, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { plansQueryOptions } from '@matri/api-client';
import { defaultPlans, paths, type Plan } from '@matri/contracts';
import { PageHead, PlansTable, useBrand } from '@matri/ui';
import { http } from '../../config/api';
import { QueryProvider } from '../../data/query-provider';

function signUpFor(plan: Plan) {
  return (
    <Button component={Link} to={paths.register.path} size="xs" variant={plan.priceInr === 0 ? 'outline' : 'filled'}>
      {plan.priceInr === 0 ? 'Sign up free' : `Choose ${plan.name}`}
    </Button>
  );
}

/** The plans as admins set them in the database; the prerendered page carries the defaults until the API answers. */
function PlansFromApi() {
  const plans = useQuery({ ...plansQueryOptions(http), placeholderData: [...defaultPlans] });
  return <PlansTable plans={plans.data ?? defaultPlans} action={signUpFor} />;
}

export function MembershipPage() {
  const brand = useBrand();
  return (
    <Container size="lg" py="xl">
      <PageHead
        title="Membership"
        path={paths.membership.path}
        description={`Compare ${brand.name} membership plans: prices in rupees with GST, and what each plan unlocks.`}
      />
      <Title order={1} mb="sm">
        Membership
      </Title>
      <Text mb="xl" maw={720}>
        Creating a profile, searching and sending a few interests a day is free. A paid plan lets you see contact
        details of members who accepted your interest, send more interests, see who viewed your profile and highlight
        your profile in search. All prices are in Indian rupees; GST at 18% is added at checkout.
      </Text>
      <QueryProvider>
        <PlansFromApi />
      </QueryProvider>
      <Text size="sm" mt="lg">
        Payments are processed by a third-party payment processor; we never store your card details. Fees are
        non-refundable once the plan is activated. See our <a href={paths.terms.path}>Terms of Use</a>.
      </Text>
    </Container>
  );
}
