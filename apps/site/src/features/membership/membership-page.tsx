import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, Text, Title } from '@mantine/core';
import { defaultPlans, paths } from '@matri/contracts';
import { PageHead, useBrand } from '@matri/ui';
import { PlansTable } from './components/plans-table';

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
        Creating a profile, searching and sending a few interests a day is free. A paid plan lets you see contact details
        of members who accepted your interest, send more interests, see who viewed your profile and highlight your
        profile in search. All prices are in Indian rupees; GST at 18% is added at checkout.
      </Text>
      <PlansTable plans={defaultPlans} />
      <Text size="sm" mt="lg">
        Payments are processed by a third-party payment processor; we never store your card details. Fees are
        non-refundable once the plan is activated. See our <a href={paths.terms.path}>Terms of Use</a>.
      </Text>
    </Container>
  );
}
