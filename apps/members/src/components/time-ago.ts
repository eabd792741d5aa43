/** "5 minutes ago", "yesterday", "3 days ago" in the language being read (its Intl locale). */
export function timeAgo(iso: string, locale: string, now = Date.now()): string {
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000);
  if (minutes > -60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours > -24 ? relative.format(hours, 'hour') : relative.format(Math.round(hours / 24), 'day');
}

/** "today", "yesterday", "3 days ago": how families speak of a visit. */
export function daysAgo(iso: string, locale: string, now = Date.now()): string {
  const days = Math.round((new Date(iso).getTime() - now) / 86_400_000);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
}
