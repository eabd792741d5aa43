import { createContext, use, useEffect } from 'react';

interface EditDialogValue {
  close: () => void;
  setDirty: (isDirty: boolean) => void;
}

/**
 * What an EditDialog (edit-dialog.tsx) gives the form inside it; a module of its own, so a form imports it without the
 * dialog's Modal (the dashboard's photo cropper is in its first screen's code, the Modal is not).
 */
export const EditDialogContext = createContext<EditDialogValue | null>(null);

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
