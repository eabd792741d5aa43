import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Ref } from 'react';
import { formatPaise, type InvoiceJson } from '@matri/contracts';
import classes from './invoice-page.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '@matri/ui';

const day = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The tax invoice as printed: seller with GSTIN, buyer, place of supply, the service with its SAC, GST and total. */
export function InvoiceDocument({ invoice, ref }: { invoice: InvoiceJson; ref?: Ref<HTMLDivElement> }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const number = invoice.invoiceNumber;
  const issued = day(invoice.issuedAt, locale);
  const gstin = invoice.seller.gstin;
  const { provider, paymentId, orderId } = invoice.payment;
  const half = invoice.gstRatePercent / 2;
  const taxes =
    invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)
      ? [{ label: `IGST ${invoice.gstRatePercent}%`, paise: invoice.igstPaise }]
      : [
          { label: `CGST ${half}%`, paise: invoice.cgstPaise },
          { label: `SGST ${half}%`, paise: invoice.sgstPaise },
        ];
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      className={classes.invoice}
      ref={ref}
      component="article"
      aria-label={t`Tax invoice ${number}`}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            {/* "Tax invoice" and the place of supply are particulars the GST rules (CGST Rules, rule 46) name: the Hindi
                catalog writes the English words beside its own. */}
            <Title order={2} size="h3">
              <Trans>Tax invoice</Trans>
            </Title>
            <Text>
              <Trans>Invoice number: {number}</Trans>
            </Text>
            <Text>
              <Trans>Date: {issued}</Trans>
            </Text>
          </div>
          <div>
            <Text fw={700}>{invoice.seller.name}</Text>
            {invoice.seller.addressLines.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            {gstin && (
              <Text size="sm">
                <Trans>GSTIN: {gstin}</Trans>
              </Text>
            )}
            <Text size="sm">
              {invoice.seller.email} · {invoice.seller.phone}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <div>
            <Text fw={700}>
              <Trans>Billed to</Trans>
            </Text>
            <Text>{invoice.buyer.name}</Text>
            <Text size="sm">{[invoice.buyer.state, invoice.buyer.country].filter(Boolean).join(', ')}</Text>
            <Text size="sm">{[invoice.buyer.email, invoice.buyer.mobile].filter(Boolean).join(' · ')}</Text>
          </div>
          <div>
            <Text fw={700}>
              <Trans>Place of supply</Trans>
            </Text>
            <Text>{invoice.placeOfSupply}</Text>
          </div>
        </SimpleGrid>
        <table className={classes.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Service</Trans>
              </th>
              <th scope="col">SAC</th>
              <th scope="col" className={classes.amount}>
                <Trans>Amount</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                {invoice.item.description}
                {invoice.item.period && (
                  <Text size="sm" c="dimmed">
                    {t`${day(invoice.item.period.startsAt, locale)} to ${day(invoice.item.period.endsAt, locale)}`}
                  </Text>
                )}
              </td>
              <td>{invoice.item.sac}</td>
              <td className={classes.amount}>{formatPaise(invoice.item.taxablePaise)}</td>
            </tr>
            {taxes.map((tax) => (
              <tr key={tax.label}>
                <th scope="row" colSpan={2}>
                  {tax.label}
                </th>
                <td className={classes.amount}>{formatPaise(tax.paise)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={2}>
                <Trans>Total paid</Trans>
              </th>
              <td className={classes.amount}>
                <strong>{formatPaise(invoice.totalPaise)}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <Text size="sm">
          <Trans>
            Paid through {provider}: payment {paymentId}, order {orderId}. Fees are non-refundable once the plan is
            active. This invoice is generated by computer and needs no signature.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}
