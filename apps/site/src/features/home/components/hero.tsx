import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, Text, Title } from '@mantine/core';
import { useBrand } from '@matri/ui';
import { QuickSearchForm } from './quick-search-form';
import classes from './hero.module.css';

export function Hero() {
  const brand = useBrand();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <div className={classes.copy}>
          <Title id="hero-title" order={1} className={classes.title}>
            Find your life partner, with your family beside you
          </Title>
          <Text size="lg" className={classes.lead}>
            {brand.name} brings together Hindu, Muslim, Sikh and Christian brides and grooms from across India and the
            world. Verified profiles, privacy you control, and a simple way to connect.
          </Text>
        </div>
        <QuickSearchForm />
      </Container>
    </section>
  );
}
