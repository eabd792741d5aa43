import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ContactShareQuestion } from '../../components/contact-share-question';

/** Asks before a message with contact details goes: loaded when a message first has them, not with the page. */
export function ContactShareDialog({ onEdit, onSend }: { onEdit: () => void; onSend: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onEdit} title={t`Before you share contact details`} centered>
      <ContactShareQuestion onEdit={onEdit} onSend={onSend} />
    </Modal>
  );
}
