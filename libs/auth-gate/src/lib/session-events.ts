/** The storage event reaches only other tabs; this event tells this tab's subscribers that the session changed. */
export const SESSION_CHANGED_EVENT = 'matri:session-changed';

export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
