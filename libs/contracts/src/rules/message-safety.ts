/**
 * The safety nudges of messages: contact details a sender is asked about before they share them, and money requests
 * the receiver is warned about. One list for the API (which asks and marks) and the pages (which show), English,
 * Hindi in Devanagari and Hindi typed in Latin letters, as members write.
 */

import type { LocalText } from '../i18n/local-text';

export const CONTACT_SHARE_QUESTION: LocalText = {
  en: 'Share your number only once you trust this person. Send anyway?',
  hi: 'अपना नंबर तभी दें जब आपको इस व्यक्ति पर भरोसा हो। फिर भी भेजें?',
};
export const MONEY_REQUEST_WARNING: LocalText = {
  en: 'Never send money or share an OTP with someone you have not met. Report this member if they ask.',
  hi: 'जिनसे आप मिले नहीं हैं, उन्हें कभी पैसे न भेजें और OTP न बताएँ। अगर वे माँगें तो इस सदस्य की शिकायत करें।',
};

export const contactDetailKinds = ['phone', 'email', 'upi', 'bank-account', 'card', 'link'] as const;
export type ContactDetailKind = (typeof contactDetailKinds)[number];

/** Devanagari digits (०-९) as the Latin ones, so "९८७६५४३२१०" is found as a number too. */
function withLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** Runs of digits that may be written with spaces, dots or dashes between them ("98765 43210", "4111-1111-…"). */
const DIGIT_RUN = /\+?\d(?:[\s.-]?\d){5,}/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a run of digits most likely is: an Indian mobile or landline, a card, a bank account, or nothing of note. */
function kindOfDigits(run: string): ContactDetailKind | null {
  const digits = run.replace(/\D/g, '');
  const national = digits.replace(/^(?:91|0)(?=\d{10}$)/, '');
  if (/^[6-9]\d{9}$/.test(national)) return 'phone';
  if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return 'card';
  if (/^0\d{9,11}$/.test(digits) || (run.startsWith('+') && digits.length >= 10)) return 'phone';
  if (digits.length >= 9 && digits.length <= 18) return 'bank-account';
  return null;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** A UPI id is handle@bank with no dot after the @ ("name@okaxis", "98xxxxxx@ybl"). */
const UPI_ID = /[\p{L}\p{N}._-]{2,}@[a-z]{2,}(?![\p{L}\p{N}.@-])/iu;
const IFSC = /\b[A-Z]{4}0[A-Z0-9]{6}\b/;
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b(?:wa\.me|t\.me|bit\.ly|instagram\.com|facebook\.com|fb\.me)\b|\b[a-z0-9-]{2,}\.(?:com|in|net|org|co|me|io|app|info|link|xyz)(?:\/|\b)/i;

/** The kinds of contact details a text holds, in a stable order; empty when it holds none. */
export function findContactDetails(text: string): ContactDetailKind[] {
  const latin = withLatinDigits(text);
  const found = new Set<ContactDetailKind>();
  for (const [run] of latin.matchAll(DIGIT_RUN)) {
    const kind = kindOfDigits(run);
    if (kind) found.add(kind);
  }
  if (EMAIL.test(latin)) found.add('email');
  else if (UPI_ID.test(latin)) found.add('upi');
  if (IFSC.test(latin)) found.add('bank-account');
  if (LINK.test(latin.replace(EMAIL, ''))) found.add('link');
  return contactDetailKinds.filter((kind) => found.has(kind));
}

/**
 * Money requests as romance and marriage scams phrase them: asking for money, a loan, a transfer by UPI or an app,
 * gifts or gift cards, an OTP, or fees to release a parcel or clear customs. Each pattern needs the ask, not only a
 * word ("my father works in customs" and "I paid a visit" are ordinary), so the warning stays rare and believed.
 */
const MONEY_REQUEST_PATTERNS: readonly RegExp[] = [
  // English
  /\b(?:send|transfer|lend|deposit|wire|need)\b[^.?!\n]{0,40}(?:\b(?:money|rupees|amount|funds|cash)\b|₹\s?\d|\b(?:rs\.?|inr)\s?\d|\d\s?(?:rs|inr)\b)/i,
  /\bpay (?:me|us)\b|\bpay for my\b/i,
  /\blend me\b|\bborrow\b[^.?!\n]{0,20}\b(?:money|from you)\b|\b(?:need|want|give me|urgent)\b[^.?!\n]{0,20}\bloan\b/i,
  /\b(?:upi|gpay|google\s?pay|phone\s?pe|paytm|bhim|qr\s?code|bank\s?transfer|neft|imps|western\s?union)\b/i,
  /\botp\b|\bone[\s-]?time[\s-]?password\b|\bverification\s+code\b/i,
  /\bgift\s?cards?\b|\b(?:send|buy)\b[^.?!\n]{0,20}\bgifts?\b|\b(?:amazon|itunes|google\s?play)\s+(?:voucher|card)s?\b/i,
  /\b(?:customs|parcel|courier|package|shipment)\b[^.?!\n]{0,40}\b(?:fees?|charges?|duty|clearance|release|penalty)\b/i,
  /\b(?:fees?|charges?|duty|clearance|penalty)\b[^.?!\n]{0,40}\b(?:customs|parcel|courier|package|shipment)\b/i,
  /\b(?:invest|investment|trading|bitcoin|crypto)\b[^.?!\n]{0,40}\b(?:profit|returns?|double|scheme|platform)\b/i,
  // Hindi in Latin letters
  /\b(?:paise|paisa|paisey|rupaye|rupay|rupees)\b[^.?!\n]{0,30}\b(?:bhej|bhejo|bhejna|bhejiye|chahiye|dijiye|transfer)/i,
  /\b(?:udhaar|udhar|karz|karza)\b[^.?!\n]{0,20}\b(?:do|dijiye|chahiye|de do)\b/i,
  /\botp\b[^.?!\n]{0,20}\b(?:bata|batao|bhejo|dijiye)\b/i,
  // Hindi in Devanagari
  /(?:पैसे|पैसा|रुपये|रुपए|रकम|पेमेंट)[^.?!।\n]{0,30}(?:भेज|चाहिए|दीजिए|दे दो|ट्रांसफर)/u,
  /(?:उधार|कर्ज|क़र्ज़)[^.?!।\n]{0,20}(?:दे|दो|दीजिए|चाहिए)/u,
  /ओटीपी|यूपीआई/u,
  /(?:कस्टम|पार्सल|कूरियर)[^.?!।\n]{0,30}(?:फीस|शुल्क|चार्ज|ड्यूटी|पैसे)/u,
  /(?:गिफ्ट|तोहफ़?ा)[^.?!।\n]{0,20}(?:भेज|कार्ड|खरीद)/u,
];

/** Whether a received text asks for money, a gift, a transfer or an OTP, or for customs or parcel fees. */
export function isMoneyRequest(text: string): boolean {
  const latin = withLatinDigits(text);
  return MONEY_REQUEST_PATTERNS.some((pattern) => pattern.test(latin));
}
