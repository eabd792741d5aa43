import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { paths } from '@matri/contracts';
import { PageHead, useBrand } from '@matri/ui';
import { ContactForm } from './components/contact-form';

export function ContactPage() {
  const brand = useBrand();
  const { main, corporate } = brand.offices;
  return (
    <Container size="lg" py="xl">
      <PageHead title="Contact" path={paths.contact.path} description={`Get in touch with the ${brand.name} team.`} />
      <Title order={1} mb="sm">
        Get in Touch
      </Title>
      <Text mb="xl" maw={640}>
        Questions about your profile, membership or a member who worries you? Write to us and a member of our team will
        answer within one working day.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ContactForm />
        <div>
          {[main, corporate].map((office) => (
            <address key={office.label} style={{ fontStyle: 'normal', marginBottom: '1rem' }}>
              <Title order={2} size="h4">
                {office.label}
              </Title>
              {office.lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </address>
          ))}
          <Title order={2} size="h4">
            E-mail and phone
          </Title>
          <Text>
            <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
          </Text>
          <Text>
            <a href={`tel:${brand.supportPhone.replace(/\s/g, '')}`}>{brand.supportPhone}</a> (Monday to Saturday, 10:00
            to 18:00 IST)
          </Text>
        </div>
      </SimpleGrid>
    </Container>
  );
}
