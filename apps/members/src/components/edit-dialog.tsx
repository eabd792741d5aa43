import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOpenedOnce } from './use-opened-once';

interface EditDialogValue {
  close: () => void;
  setDirty: (isDirty: boolean) => void;
}

const EditDialogContext = createContext<EditDialogValue | null>(null);

interface EditDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  isDirty?: boolean;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A dialog where a member types or changes something. A tap on the dimmed page, Escape, the X or Cancel with unsaved
 * changes asks "Discard your changes?" first: a family writing "About me" on a phone taps outside by mistake, and what
 * they wrote was gone. Saving closes it without asking (the form calls `onClose` itself). The dirtiness comes from the
 * owner (`isDirty`) or from a form inside (`useEditDialogClose`); Cancel buttons of the owner get the asking close as
 * the render prop's argument. Nothing is rendered before its first opening (`useOpenedOnce`): a page holds one per
 * thing it edits.
 */
export function EditDialog(props: EditDialogProps) {
  const { isMounted, isOpened } = useOpenedOnce(props.opened);
  return isMounted ? <MountedEditDialog {...props} opened={isOpened} /> : null;
}

function MountedEditDialog({ opened, onClose, title, size, isDirty = false, children }: EditDialogProps) {
  const { t } = useLingui();
  const [isAsking, setAsking] = useState(false);
  // A form inside reports its changes on every render; keeping them in a ref spares the dialog a render each time.
  const isFormDirty = useRef(false);
  const close = () => (isDirty || isFormDirty.current ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    isFormDirty.current = false;
    onClose();
  };
  const setDirty = (dirty: boolean) => {
    isFormDirty.current = dirty;
  };
  const discardQuestion = useOpenedOnce(opened && isAsking);
  return (
    <Modal.Stack>
      <Modal
        stackId="edit"
        opened={opened}
        onClose={close}
        title={title}
        size={size}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <EditDialogContext value={{ close, setDirty }}>
          {typeof children === 'function' ? children(close) : children}
        </EditDialogContext>
      </Modal>
      {discardQuestion.isMounted && (
        <Modal
          stackId="discard"
          opened={discardQuestion.isOpened}
          onClose={() => setAsking(false)}
          title={t`Discard your changes?`}
          centered
          size="sm"
          withCloseButton={false}
        >
          <Stack>
            <Text size="sm">
              <Trans>What you changed here is not saved yet.</Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" color="red" onClick={discard}>
                <Trans>Discard</Trans>
              </Button>
              <Button onClick={() => setAsking(false)} data-autofocus>
                <Trans>Keep editing</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Modal.Stack>
  );
}

/**
 * For a form inside an EditDialog: tells the dialog whether it holds unsaved changes, and gives its Cancel the close
 * that asks first. Outside a dialog (a form on its own) Cancel is `onCancel` as it was.
 */
export function useEditDialogClose(isDirty: boolean, onCancel: () => void): () => void {
  const dialog = use(EditDialogContext);
  useEffect(() => {
    dialog?.setDirty(isDirty);
    return () => dialog?.setDirty(false);
  }, [dialog, isDirty]);
  return dialog?.close ?? onCancel;
}
