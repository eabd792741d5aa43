import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { HeartIcon, SearchIcon, UserCheckIcon } from '@matri/ui';
import classes from './section.module.css';

const steps = [
  {
    icon: <UserCheckIcon size={32} />,
    title: '1. Create a profile',
    text: 'Sign up for yourself, or as a parent or sibling for someone in your family. Add education, family details and photos at your own pace.',
  },
  {
    icon: <SearchIcon size={32} />,
    title: '2. Search and get matches',
    text: 'Filter by age, religion, community, mother tongue, education and location, and see matches whose expectations fit yours.',
  },
  {
    icon: <HeartIcon size={32} />,
    title: '3. Connect when both agree',
    text: 'Send an interest. Contact details are shared only after the other side accepts, and only as their privacy settings allow.',
  },
];

export function HowItWorks() {
  return (
    <section className={classes.section} aria-labelledby="how-title">
      <Container size="lg">
        <Title id="how-title" order={2} className={classes.heading}>
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {steps.map((step) => (
            <div key={step.title} className={classes.card}>
              <span className={classes.icon}>{step.icon}</span>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text>{step.text}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
