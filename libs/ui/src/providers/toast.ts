import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info';

const colourOf: Record<ToastKind, string | undefined> = { success: 'green', error: 'red', info: undefined };

export function showToast(kind: ToastKind, message: string, title?: string): void {
  notifications.show({ message, title, color: colourOf[kind], withBorder: true });
}
