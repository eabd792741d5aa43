import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { defaultPlans, formatInr, paths } from '@matri/contracts';
import classes from './section.module.css';

const cheapestPaid = defaultPlans
  .filter((plan) => plan.priceInr > 0)
  .reduce((low, plan) =>
    plan.priceInr / (plan.durationMonths ?? 1) < low.priceInr / (low.durationMonths ?? 1) ? plan : low,
  );
const perMonth = Math.round(cheapestPaid.priceInr / (cheapestPaid.durationMonths ?? 1));

export function MembershipTeaser() {
  return (
    <section className={classes.section} aria-labelledby="teaser-title">
      <Container size="sm" ta="center">
        <Title id="teaser-title" order={2} mb="sm">
          Start free. Upgrade when you are ready.
        </Title>
        <Text mb="lg">
          Creating a profile, searching and sending interests is free. Paid plans from {formatInr(perMonth)} a month
          (plus GST) let you see contact details, send more interests and highlight your profile.
        </Text>
        <Button component={Link} to={paths.membership.path} size="md" variant="outline">
          Compare membership plans
        </Button>
      </Container>
    </section>
  );
}
