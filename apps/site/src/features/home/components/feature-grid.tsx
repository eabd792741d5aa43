import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './section.module.css';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** A home page section: a heading over three icon cards, and an optional closing line. */
export interface FeatureGridProps {
  id: string;
  heading: string;
  features: readonly Feature[];
  footer?: ReactNode;
}

export function FeatureGrid({ id, heading, features, footer }: FeatureGridProps) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Container size="lg">
        <Title id={id} order={2} className={classes.heading}>
          {heading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {features.map((feature) => (
            <div key={feature.title} className={classes.card}>
              <span className={classes.icon}>{feature.icon}</span>
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text>{feature.text}</Text>
            </div>
          ))}
        </SimpleGrid>
        {footer}
      </Container>
    </section>
  );
}
