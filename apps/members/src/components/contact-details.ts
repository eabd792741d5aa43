import { findContactDetails } from '@matri/contracts';

/**
 * Whether a text carries contact details (a phone number, an address, a payment handle…). Its own module, imported at
 * the tap that sends: the rules behind it are 3.3 KB brotli that /matches, whose interest dialog asks it, need not
 * carry before the page answers.
 */
export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}
