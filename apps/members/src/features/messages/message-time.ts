import { formatLocalDay, formatLocalTime, type Language } from '@matri/contracts';

/** A message's time as a conversation shows it: the time today, else the day and time (in the reader's language). */
export function messageTime(iso: string, language: Language, now = new Date()): string {
  const at = new Date(iso);
  const time = formatLocalTime(at);
  return at.toDateString() === now.toDateString()
    ? time
    : `${formatLocalDay(at, language, { withYear: false })}, ${time}`;
}
