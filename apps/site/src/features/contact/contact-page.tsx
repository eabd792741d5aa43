import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { paths } from '@matri/contracts';
import { PageHead, useBrand, useRouteLabel } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Island } from '../../lazy/island';

export function ContactPage() {
  const brand = useBrand();
  const { main, corporate } = brand.offices;
  const brandName = brand.name;
  const { t } = useLingui();
  const officeLabels = { main: t`Main Office`, corporate: t`Corporate Office` };
  const phone = brand.supportPhone;
  const email = brand.contactEmail;
  return (
    <Container size="lg" py="xl">
      <PageHead
        title={useRouteLabel()(paths.contact)}
        path={paths.contact.path}
        description={t`Get in touch with the ${brandName} team.`}
      />
      <Title order={1} mb="sm">
        <Trans>Get in Touch</Trans>
      </Title>
      <Text mb="xl" maw={640}>
        <Trans>
          Questions about your profile, membership or a member who worries you? Write to us and a member of our team
          will answer within one working day.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Island name="contact-form" when="load" />
        <div>
          {(['main', 'corporate'] as const).map((key) => (
            <address key={key} style={{ fontStyle: 'normal', marginBottom: '1rem' }}>
              <Title order={2} size="h4">
                {officeLabels[key]}
              </Title>
              {(key === 'main' ? main : corporate).lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </address>
          ))}
          <Title order={2} size="h4">
            <Trans>E-mail and phone</Trans>
          </Title>
          <Text>
            <a href={`mailto:${email}`}>{email}</a>
          </Text>
          <Text>
            <Trans>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> (Monday to Saturday, 10:00 to 18:00 IST)
            </Trans>
          </Text>
        </div>
      </SimpleGrid>
    </Container>
  );
}
