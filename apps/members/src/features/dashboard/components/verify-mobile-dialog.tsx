import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useOpenedOnce } from '../../../components/use-opened-once';

/** Loaded when the member opens it: the dashboard's first paint does not carry a form it shows on a click. */
const VerifyMobileForm = lazy(() =>
  import('./verify-mobile-form').then((module) => ({ default: module.VerifyMobileForm })),
);

/** The mobile number's check from the dashboard's badges: a plain Modal, as a code to type is nothing to keep. */
export function VerifyMobileDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useOpenedOnce(opened);
  return (
    <Modal opened={dialog.isOpened} onClose={onClose} title={t`Verify your mobile number`}>
      {opened && (
        <Suspense fallback={null}>
          <VerifyMobileForm onDone={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
