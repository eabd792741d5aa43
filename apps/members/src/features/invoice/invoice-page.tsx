import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadInvoicePdf, invoiceQueryOptions, toApiError } from '@matri/api-client';
import { invoicePdfName } from '@matri/membership';
import { paths, type InvoiceJson } from '@matri/contracts';
import { showToast, useRouteLabel } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { saveFile } from '../../components/save-file';
import { http } from '../../config/app-config';
import { InvoiceDocument } from './invoice-document';
import { Trans, useLingui } from '@lingui/react/macro';

/** /invoice?payment=12: the tax invoice of one of the member's payments, to print or download as a PDF. */
export function InvoicePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const labelOf = useRouteLabel();
  const paymentId = Number(params.get('payment'));
  const isValidId = Number.isInteger(paymentId) && paymentId > 0;
  const invoice = useQuery({ ...invoiceQueryOptions(http, paymentId), enabled: isValidId });
  const [isDownloading, setDownloading] = useState(false);
  const download = async (data: InvoiceJson) => {
    setDownloading(true);
    try {
      saveFile(await downloadInvoicePdf(http, paymentId), invoicePdfName(data.invoiceNumber));
    } catch (error) {
      showToast('error', toApiError(error).message, t`Download failed`);
    } finally {
      setDownloading(false);
    }
  };
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
              <Trans>Print</Trans>
            </Button>
            <Button variant="default" loading={isDownloading} onClick={() => void download(invoice.data)}>
              <Trans>Download PDF</Trans>
            </Button>
          </Group>
          <InvoiceDocument invoice={invoice.data} />
        </Stack>
      )}
    </MemberPage>
  );
}
