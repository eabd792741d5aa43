import { financialYearStartInIndia } from '@matri/helpers';
import type { InvoiceJson } from '@matri/contracts';

/**
 * SAC (services accounting code) of online matchmaking, printed on every tax invoice; GST on it is GST_RATE
 * (membership/plans.ts).
 */
export const MATCHMAKING_SAC = '998599';

/** The Indian financial year (April to March, India time) a moment falls in, as invoices number it: "2026-27". */
export function financialYearOf(moment: Date): string {
  const startYear = financialYearStartInIndia(moment);
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * A tax invoice's number: the brand's prefix, the financial year and the year's running number, consecutive and at
 * most 16 characters as GST rules ask ("SV/26-27/000042").
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return `${prefix}/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/**
 * GST of a sale split as the law asks: CGST and SGST (half each) within the seller's state, IGST across states or
 * when the buyer's state is not known.
 */
export function splitGst(
  gstPaise: number,
  sellerState: string,
  buyerState: string | null,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (buyerState !== sellerState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgst = Math.floor(gstPaise / 2);
  return { cgstPaise: cgst, sgstPaise: gstPaise - cgst, igstPaise: 0 };
}

/** The file an invoice downloads as: "invoice-SV-26-27-000042.pdf" (a slash cannot stand in a file name). */
export function invoicePdfName(number: string): string {
  return `invoice-${number.replace(/\//g, '-')}.pdf`;
}

/** The GST lines an invoice prints under its service: IGST, or CGST and SGST at half the rate each. */
export function invoiceTaxLines(
  invoice: Pick<InvoiceJson, 'gstRatePercent' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): { label: string; paise: number }[] {
  const half = invoice.gstRatePercent / 2;
  return invoice.igstPaise > 0 || (invoice.cgstPaise === 0 && invoice.sgstPaise === 0)
    ? [{ label: `IGST ${invoice.gstRatePercent}%`, paise: invoice.igstPaise }]
    : [
        { label: `CGST ${half}%`, paise: invoice.cgstPaise },
        { label: `SGST ${half}%`, paise: invoice.sgstPaise },
      ];
}

const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** An amount in paise as an invoice prints it: "₹2,948.82". */
export function formatPaise(paise: number): string {
  return rupeesAndPaise.format(paise / 100);
}

/** What an invoice says was bought (migration 0024 wrote the same words for orders paid before it). */
export function planItemDescription(plan: { name: string; durationMonths: number | null }): string {
  return `${plan.name} membership, ${plan.durationMonths ?? 0} months`;
}
