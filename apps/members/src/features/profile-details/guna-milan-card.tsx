import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  GUNA_MILAN_MAX,
  GUNA_MILAN_TRADITION,
  kootas,
  manglikReadingText,
  paths,
  type GunaMilanAnswer,
} from '@matri/contracts';

const doshaLabel = { nadi: 'Nadi dosha', bhakoot: 'Bhakoot dosha' } as const;

/** Guna Milan of the viewer with the member: the score always, the eight kootas where the member shows them. */
export function GunaMilanCard({ gunaMilan, name }: { gunaMilan: GunaMilanAnswer; name: string }) {
  let body;
  if (gunaMilan.state === 'scored') {
    body = (
      <>
        <Text fw={700} size="lg">
          Guna Milan {gunaMilan.total} of {GUNA_MILAN_MAX}
        </Text>
        {gunaMilan.kootas ? (
          <Table captionSide="bottom" withRowBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Koota</Table.Th>
                <Table.Th scope="col">Points</Table.Th>
                <Table.Th scope="col">What it measures</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {gunaMilan.kootas.map((koota) => {
                const about = kootas.find((entry) => entry.name === koota.name);
                return (
                  <Table.Tr key={koota.name}>
                    <Table.Th scope="row">{about?.label}</Table.Th>
                    <Table.Td>
                      {koota.points} of {koota.max}
                    </Table.Td>
                    <Table.Td>{about?.measures}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">
            {name} keeps the horoscope details private, so only the score is shown; it is worked out without showing
            them.
          </Text>
        )}
        {gunaMilan.doshas?.map((dosha) => (
          <Text key={dosha.name}>
            {doshaLabel[dosha.name]} is present.
            {dosha.setAsideBySomeTraditions
              ? ' Some traditions set it aside for a pair like yours; your family astrologer can say.'
              : ''}
          </Text>
        ))}
      </>
    );
  } else if (gunaMilan.state === 'needs-mine') {
    body = (
      <Text>
        <Anchor component={Link} to={`${paths.dashboard.path}#section-horoscope`}>
          Add your birth star to see how your horoscopes match
        </Anchor>
      </Text>
    );
  } else {
    body = <Text>{name} has not added a birth star yet, so there is no score.</Text>;
  }
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-guna-milan">
      <Stack gap="sm">
        <Title id="details-guna-milan" order={2} size="h4">
          Horoscope match
        </Title>
        {body}
        <Text>Manglik: {manglikReadingText[gunaMilan.manglik]}</Text>
        <Text size="xs" c="dimmed">
          {GUNA_MILAN_TRADITION}
        </Text>
      </Stack>
    </Card>
  );
}
