import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Button, Card, Checkbox, Input, List, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toApiError, verificationStatusQueryOptions } from '@matri/api-client';
import { paths, type IdCheckOutcome, type VerificationStatusJson } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBrand, useIntlLocale, useRouteLabel } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { useVerifyId, type IdDocumentChoice } from './api/use-verify-id';
import { SelfieSection } from './selfie/selfie-section';

const outcomeColour = { verified: 'teal', held: 'yellow', refused: 'red' } as const;

function VerifiedList({ status }: { status: VerificationStatusJson }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const id = status.id;
  const idLine =
    id.status === 'verified' && id.verifiedAt
      ? id.method === 'offline-ekyc'
        ? t`ID: verified on ${new Date(id.verifiedAt).toLocaleDateString(locale)} with the Offline e-KYC file`
        : t`ID: verified on ${new Date(id.verifiedAt).toLocaleDateString(locale)} with the Secure QR code`
      : id.status === 'held'
        ? t`ID: being checked by our team`
        : t`ID: not verified yet`;
  const photo = status.photo;
  const photoLine =
    photo.status === 'verified' && photo.verifiedAt
      ? t`Photo: verified on ${new Date(photo.verifiedAt).toLocaleDateString(locale)} with a live selfie`
      : photo.status === 'held'
        ? t`Photo: being checked by our team`
        : t`Photo: not verified yet`;
  return (
    <List aria-label={t`What is verified`} spacing={4}>
      <List.Item>{status.mobile.isVerified ? t`Mobile: verified` : t`Mobile: not verified yet`}</List.Item>
      <List.Item>{status.email.isVerified ? t`E-mail: confirmed` : t`E-mail: not confirmed yet`}</List.Item>
      <List.Item>{idLine}</List.Item>
      <List.Item>{photoLine}</List.Item>
    </List>
  );
}

function IdCheckForm({
  status,
  onOutcome,
  onVerifiedQr,
}: {
  status: VerificationStatusJson;
  onOutcome: (o: IdCheckOutcome) => void;
  onVerifiedQr: (qrText: string) => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const verify = useVerifyId(onVerifiedQr);
  const [tab, setTab] = useState<string | null>('secure-qr');
  const [isConsenting, setConsenting] = useState(false);
  const [qrImage, setQrImage] = useState<File | null>(null);
  const [ekycZip, setEkycZip] = useState<File | null>(null);
  const [shareCode, setShareCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const choice: IdDocumentChoice | null =
    tab === 'secure-qr'
      ? qrImage && { kind: 'secure-qr', image: qrImage }
      : ekycZip && { kind: 'offline-ekyc', zip: ekycZip, shareCode };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!isConsenting) return setProblem(t`Tick the box to agree that we check your Aadhaar for this purpose.`);
    if (!choice) {
      return setProblem(
        tab === 'secure-qr'
          ? t`Choose a photo of the QR code on your Aadhaar.`
          : t`Choose the Offline e-KYC .zip file you downloaded from UIDAI.`,
      );
    }
    try {
      onOutcome(await verify.mutateAsync(choice));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Verify your ID with Aadhaar</Trans>
        </Title>
        <Text>
          <Trans>
            We check UIDAI’s digital signature on your Aadhaar’s Secure QR code or Offline e-KYC file, and that the
            name, date of birth and gender on it match your profile. It takes a minute and needs no one else.
          </Trans>
        </Text>
        <Text>
          <Trans>
            We keep only the outcome: the date, the method, the name, date of birth and gender as on your Aadhaar, its
            last four digits and how well they match your profile. We never keep your Aadhaar number, your photo on it,
            your address or the file itself.
          </Trans>
        </Text>
        <Checkbox
          checked={isConsenting}
          onChange={(event) => setConsenting(event.currentTarget.checked)}
          label={t`I agree that ${brand.name} checks my Aadhaar for one purpose: to show other members that my profile’s name, date of birth and gender are those of my Aadhaar.`}
        />
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="secure-qr">{t`Secure QR code`}</Tabs.Tab>
            <Tabs.Tab value="offline-ekyc">{t`Offline e-KYC file`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="secure-qr" pt="sm">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>
                  Take a sharp photo of the large QR code on your Aadhaar letter or e-Aadhaar (at most 3 days old:
                  download a fresh e-Aadhaar from UIDAI’s website), or upload the e-Aadhaar page as an image.
                </Trans>
              </Text>
              <Input.Wrapper id="qr-image" label={t`Photo of the QR code on your Aadhaar`}>
                <input
                  id="qr-image"
                  type="file"
                  accept="image/*"
                  onChange={(event) => setQrImage(event.currentTarget.files?.[0] ?? null)}
                />
              </Input.Wrapper>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="offline-ekyc" pt="sm">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                <Trans>
                  Download the Offline e-KYC .zip file from UIDAI’s website (at most 3 days old) with a 4-digit share
                  code you choose, then give us both.
                </Trans>
              </Text>
              <Input.Wrapper id="ekyc-zip" label={t`Offline e-KYC .zip file`}>
                <input
                  id="ekyc-zip"
                  type="file"
                  accept=".zip,application/zip"
                  onChange={(event) => setEkycZip(event.currentTarget.files?.[0] ?? null)}
                />
              </Input.Wrapper>
              <TextInput
                label={t`Share code`}
                inputMode="numeric"
                maxLength={4}
                value={shareCode}
                onChange={(event) => setShareCode(event.currentTarget.value)}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t`${status.attempts.left} of ${status.attempts.max} checks left today.`}
        </Text>
        <Button type="submit" loading={verify.isPending} disabled={status.attempts.left === 0}>
          <Trans>Check my Aadhaar</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * /verification: what of the member is verified and what is next, the ID check (Aadhaar's Secure QR or Offline
 * e-KYC), with the member's consent for the stated purpose, and the live selfie. Loaded only here: no other page pays
 * for the QR reader or the face models.
 */
export function VerificationPage() {
  const { t } = useLingui();
  const label = useRouteLabel()(paths.verification);
  const locale = useIntlLocale();
  const query = useQuery(verificationStatusQueryOptions(http));
  const [outcome, setOutcome] = useState<IdCheckOutcome | null>(null);
  // Held in this page's memory only, for the selfie to send again: the server keeps nothing of the ID's photo.
  const [verifiedQr, setVerifiedQr] = useState<string | null>(null);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <MemberPage title={label} path={paths.verification.path}>
        <Alert color="red">{toApiError(query.error).message}</Alert>
      </MemberPage>
    );
  }
  const status = query.data;
  const shown = outcome ?? (status.id.message ? { status: status.id.status, message: status.id.message } : null);
  const canCheck = status.id.isAvailable && (status.id.status === 'not-started' || status.id.status === 'refused');
  return (
    <MemberPage title={label} path={paths.verification.path}>
      <Stack gap="md" maw={720}>
        <VerifiedList status={status} />
        {shown && shown.status !== 'not-started' && (
          <Alert color={outcomeColour[shown.status]} role="status" aria-label={t`Your ID check`}>
            {shown.message}
          </Alert>
        )}
        {!status.id.isAvailable && (
          <Alert color="gray">
            <Trans>ID verification is not available on this site yet. Nothing about your ID has been checked.</Trans>
          </Alert>
        )}
        {canCheck && status.attempts.left === 0 && status.attempts.retryAt && (
          <Text>
            {t`You have used today’s checks. Try again after ${new Date(status.attempts.retryAt).toLocaleString(locale)}.`}
          </Text>
        )}
        {canCheck && <IdCheckForm status={status} onOutcome={setOutcome} onVerifiedQr={setVerifiedQr} />}
        <SelfieSection status={status} qrText={verifiedQr} />
      </Stack>
    </MemberPage>
  );
}
