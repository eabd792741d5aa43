import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { LockIcon, ShieldIcon, UserCheckIcon } from '@matri/ui';
import classes from './section.module.css';

const promises = [
  {
    icon: <UserCheckIcon size={28} />,
    title: 'Verified members',
    text: 'E-mail and mobile numbers are verified, and every member confirms they are at least 18 years old.',
  },
  {
    icon: <LockIcon size={28} />,
    title: 'Your privacy, your rules',
    text: 'Choose who sees your photos and phone number. Hide your profile at any time, or delete it for good.',
  },
  {
    icon: <ShieldIcon size={28} />,
    title: 'Report and block',
    text: 'Block anyone with one tap. Reports reach a real person on our team, who can suspend fake or abusive profiles.',
  },
];

export function TrustAndSafety() {
  return (
    <section className={classes.section} aria-labelledby="trust-title">
      <Container size="lg">
        <Title id="trust-title" order={2} className={classes.heading}>
          Trust and safety come first
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {promises.map((promise) => (
            <div key={promise.title} className={classes.card}>
              <span className={classes.icon}>{promise.icon}</span>
              <Title order={3} size="h4">
                {promise.title}
              </Title>
              <Text>{promise.text}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Text ta="center" mt="xl" size="sm">
          We never ask for money to introduce you to a member. Never share OTPs or bank details with anyone you meet here.
        </Text>
      </Container>
    </section>
  );
}
