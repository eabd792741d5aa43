import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { defaultPlans, formatInr } from '@matri/membership';
import { paths } from '@matri/contracts';
import classes from './section.module.css';
import { Trans } from '@lingui/react/macro';
import { useLocalisedPath } from '@matri/ui';

const cheapestPaid = defaultPlans
  .filter((plan) => plan.priceInr > 0)
  .reduce((low, plan) =>
    plan.priceInr / (plan.durationMonths ?? 1) < low.priceInr / (low.durationMonths ?? 1) ? plan : low,
  );
const perMonth = Math.round(cheapestPaid.priceInr / (cheapestPaid.durationMonths ?? 1));

export function MembershipTeaser() {
  const at = useLocalisedPath();
  const price = formatInr(perMonth);
  return (
    <section className={classes.section} aria-labelledby="teaser-title">
      <Container size="sm" ta="center">
        <Title id="teaser-title" order={2} mb="sm">
          <Trans>Start free. Upgrade when you are ready.</Trans>
        </Title>
        <Text mb="lg">
          <Trans>
            Creating a profile, searching and sending interests is free. Paid plans from {price} a month (plus GST) let
            you see contact details, send more interests and highlight your profile.
          </Trans>
        </Text>
        <Button component={Link} to={at(paths.membership.path)} size="md" variant="outline">
          <Trans>Compare membership plans</Trans>
        </Button>
      </Container>
    </section>
  );
}
