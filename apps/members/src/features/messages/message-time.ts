/** A message's time as a conversation shows it: the time today, else the date and time (in the reader's locale). */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const at = new Date(iso);
  const isToday = at.toDateString() === now.toDateString();
  return at.toLocaleString(
    locale,
    isToday
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  );
}
