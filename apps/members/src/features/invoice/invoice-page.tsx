import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { invoiceQueryOptions, toApiError } from '@matri/api-client';
import { paths, type InvoiceJson } from '@matri/contracts';
import { useRouteLabel } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { saveFile } from '../../components/save-file';
import { http } from '../../config/app-config';
import { InvoiceDocument } from './invoice-document';
import { Trans } from '@lingui/react/macro';

/** The invoice as a file of its own that opens and prints anywhere, without our styles or scripts. */
function invoiceFile(invoice: InvoiceJson, markup: string): Blob {
  const style =
    'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{width:100%;border-collapse:collapse}th,td{padding:.4rem .5rem;border-bottom:1px solid #ccc;text-align:left}td:last-child{text-align:right}';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tax invoice ${invoice.invoiceNumber}</title><style>${style}</style></head><body>${markup}</body></html>`;
  return new Blob([html], { type: 'text/html;charset=utf-8' });
}

/** /invoice?payment=12: the tax invoice of one of the member's payments, to print (or save as PDF) or download. */
export function InvoicePage() {
  const [params] = useSearchParams();
  const labelOf = useRouteLabel();
  const paymentId = Number(params.get('payment'));
  const isValidId = Number.isInteger(paymentId) && paymentId > 0;
  const invoice = useQuery({ ...invoiceQueryOptions(http, paymentId), enabled: isValidId });
  const documentRef = useRef<HTMLDivElement>(null);
  const download = (data: InvoiceJson) =>
    saveFile(
      invoiceFile(data, documentRef.current?.outerHTML ?? ''),
      `invoice-${data.invoiceNumber.replace(/\//g, '-')}.html`,
    );
  return (
    <MemberPage title={labelOf(paths.invoice)} path={paths.invoice.path}>
      {!isValidId ? (
        <Alert color="red" role="alert">
          <Trans>
            This invoice link is not complete. Open the invoice from your payments on the{' '}
            <Anchor component={Link} to={paths.upgrade.path} c="inherit" underline="always">
              Upgrade page
            </Anchor>
            .
          </Trans>
        </Alert>
      ) : invoice.isPending ? (
        <PageLoader />
      ) : invoice.isError ? (
        <Alert color="red" role="alert">
          {toApiError(invoice.error).message}
        </Alert>
      ) : (
        <Stack>
          <Group>
            <Button onClick={() => window.print()}>
              <Trans>Print or save as PDF</Trans>
            </Button>
            <Button variant="default" onClick={() => download(invoice.data)}>
              <Trans>Download</Trans>
            </Button>
          </Group>
          <InvoiceDocument invoice={invoice.data} ref={documentRef} />
        </Stack>
      )}
    </MemberPage>
  );
}
