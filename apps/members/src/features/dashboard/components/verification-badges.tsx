import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Button, Group, Modal } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { resendEmailConfirmation, toApiError } from '@matri/api-client';
import { paths, type OwnProfile } from '@matri/contracts';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { http } from '../../../config/app-config';
import { useOpenedOnce } from '../../../components/use-opened-once';

/** Loaded when the member opens it: the dashboard's first paint does not carry a form it shows on a click. */
const VerifyMobileForm = lazy(() =>
  import('./verify-mobile-form').then((module) => ({ default: module.VerifyMobileForm })),
);

/** E-mail and mobile badges; what is not verified yet can be verified from here, the ID on its own page. */
export function VerificationBadges({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const [isVerifyingMobile, setVerifyingMobile] = useState(false);
  const verifyDialog = useOpenedOnce(isVerifyingMobile);
  const resend = async () => {
    try {
      await resendEmailConfirmation(http);
      showToast('success', t`We sent a new confirmation link to your e-mail address.`);
    } catch (error) {
      showToast('error', toApiError(error).message, t`Link not sent`);
    }
  };
  return (
    <Group gap="xs" mt={6}>
      {profile.isEmailVerified ? (
        <Badge color="teal.9" variant="filled">
          <Trans>E-mail verified</Trans>
        </Badge>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => void resend()}>
          <Trans>Confirm e-mail</Trans>
        </Button>
      )}
      {profile.isMobileVerified ? (
        <Badge color="teal.9" variant="filled">
          <Trans>Mobile verified</Trans>
        </Badge>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => setVerifyingMobile(true)}>
          <Trans>Verify mobile</Trans>
        </Button>
      )}
      <Button component={Link} to={paths.verification.path} size="compact-sm" variant="light">
        <Trans>ID verification</Trans>
      </Button>
      {verifyDialog.isMounted && (
        <Modal
          opened={verifyDialog.isOpened}
          onClose={() => setVerifyingMobile(false)}
          title={t`Verify your mobile number`}
        >
          {isVerifyingMobile && (
            <Suspense fallback={null}>
              <VerifyMobileForm onDone={() => setVerifyingMobile(false)} />
            </Suspense>
          )}
        </Modal>
      )}
    </Group>
  );
}
