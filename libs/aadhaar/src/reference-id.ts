import { AadhaarCheckError } from './errors';
import type { DocumentAgeOptions } from './identity';
import { DEFAULT_MAX_DOCUMENT_AGE_DAYS } from './identity';

const IST_OFFSET_MS = 330 * 60_000;
/** A clock a little ahead of ours (the member's phone made the QR, UIDAI's servers the file) is not a fault. */
const CLOCK_SKEW_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/**
 * UIDAI's reference id: the last four digits of the Aadhaar number, then when the document was made, as
 * YYYYMMDDHHMMSS and milliseconds, in Indian time.
 */
export function readReferenceId(referenceId: string): { lastFour: string; issuedAt: Date } {
  const parts = /^(\d{4})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{0,3})$/.exec(referenceId);
  if (!parts) throw new AadhaarCheckError('document-date-invalid');
  const [, lastFour, year, month, day, hour, minute, second, millis] = parts;
  const local = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second, +(millis || '0').padEnd(3, '0'));
  const check = new Date(local);
  if (check.getUTCMonth() !== +month - 1 || check.getUTCDate() !== +day || +hour > 23 || +minute > 59 || +second > 59) {
    throw new AadhaarCheckError('document-date-invalid');
  }
  return { lastFour, issuedAt: new Date(local - IST_OFFSET_MS) };
}

export function assertFreshDocument(issuedAt: Date, options: DocumentAgeOptions = {}): void {
  const now = (options.now ?? new Date()).getTime();
  const maxAgeDays = options.maxAgeDays ?? DEFAULT_MAX_DOCUMENT_AGE_DAYS;
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) throw new AadhaarCheckError('document-date-invalid');
  if (now - issuedAt.getTime() > maxAgeDays * DAY_MS) throw new AadhaarCheckError('document-too-old');
}

/** UIDAI writes dates of birth DD-MM-YYYY (some older records DD/MM/YYYY, or the year alone). */
export function readDateOfBirth(text: string): string | null {
  const full = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  if (full) {
    const [, day, month, year] = full;
    const date = new Date(Date.UTC(+year, +month - 1, +day));
    if (date.getUTCMonth() !== +month - 1 || date.getUTCDate() !== +day) return null;
    return `${year}-${month}-${day}`;
  }
  const yearOnly = /^(\d{4})$/.exec(text.trim());
  return yearOnly ? yearOnly[1] : null;
}

export function readGender(text: string): 'M' | 'F' | 'T' | null {
  const value = text.trim().toUpperCase();
  return value === 'M' || value === 'F' || value === 'T' ? value : null;
}
