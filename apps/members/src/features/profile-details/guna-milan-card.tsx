import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { GUNA_MILAN_MAX, itemLabel, paths, type GunaMilanAnswer } from '@matri/contracts';
import { GUNA_MILAN_TRADITION, manglikReadingText, kootas } from '@matri/horoscope';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@matri/ui';

const doshaPresent = { nadi: msg`Nadi dosha is present.`, bhakoot: msg`Bhakoot dosha is present.` } as const;

/**
 * Guna Milan of the viewer with the member, with the eight kootas, where the member shows their horoscope to the
 * viewer; otherwise who they show it to, and no score: read against one's own star changed 27 times, a score names
 * the other's star.
 */
export function GunaMilanCard({ gunaMilan, name }: { gunaMilan: GunaMilanAnswer; name: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const maxScore = GUNA_MILAN_MAX;
  let body;
  if (gunaMilan.state === 'scored') {
    const total = gunaMilan.total;
    body = (
      <>
        <Text fw={700} size="lg">
          <Trans>
            Guna Milan {total} of {maxScore}
          </Trans>
        </Text>
        <Table captionSide="bottom" withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Koota</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Points</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>What it measures</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {gunaMilan.kootas.map((koota) => {
              const about = kootas.find((entry) => entry.name === koota.name);
              const { points, max } = koota;
              return (
                <Table.Tr key={koota.name}>
                  <Table.Th scope="row">{about ? itemLabel(about, language) : koota.name}</Table.Th>
                  <Table.Td>
                    <Trans>
                      {points} of {max}
                    </Trans>
                  </Table.Td>
                  <Table.Td>{about?.measures[language]}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {gunaMilan.doshas.map((dosha) => (
          <Text key={dosha.name}>
            {i18n._(doshaPresent[dosha.name])}
            {dosha.setAsideBySomeTraditions
              ? ` ${t`Some traditions set it aside for a pair like yours; your family astrologer can say.`}`
              : ''}
          </Text>
        ))}
      </>
    );
  } else if (gunaMilan.state === 'withheld') {
    body = (
      <Text>
        {gunaMilan.shownTo === 'accepted' ? (
          <Trans>
            {name} shares their horoscope only with members whose interest they accepted, so there is no Guna Milan
            score until then.
          </Trans>
        ) : (
          <Trans>{name} does not share their horoscope with anyone, so there is no Guna Milan score.</Trans>
        )}
      </Text>
    );
  } else if (gunaMilan.state === 'needs-mine') {
    body = (
      <Text>
        <Anchor component={Link} to={`${paths.dashboard.path}#section-horoscope`}>
          <Trans>Add your birth star to see how your horoscopes match</Trans>
        </Anchor>
      </Text>
    );
  } else {
    body = (
      <Text>
        <Trans>{name} has not added a birth star yet, so there is no score.</Trans>
      </Text>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-guna-milan">
      <Stack gap="sm">
        <Title id="details-guna-milan" order={2} size="h4">
          <Trans>Horoscope match</Trans>
        </Title>
        {body}
        {gunaMilan.state !== 'withheld' && (
          <Text>
            <Trans>Manglik:</Trans> {manglikReadingText[gunaMilan.manglik][language]}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {GUNA_MILAN_TRADITION[language]}
        </Text>
      </Stack>
    </Card>
  );
}
