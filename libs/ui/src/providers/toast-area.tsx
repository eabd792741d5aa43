import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts appear at top-centre and close after 3000 ms (docs/spec.md section 9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

export function ToastArea() {
  return <Notifications position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={3} />;
}
