/**
 * The safety nudges of messages: contact details a sender is asked about before they share them, and money requests
 * the receiver is warned about. One list for the API (which asks and marks) and the pages (which show), English,
 * Hindi in Devanagari and Hindi typed in Latin letters, as members write.
 */

import type { LocalText } from '../i18n/local-text';
import { foldForSafety, withLookalikeDigits, withoutDatesAndAmounts, withSpelledDigits } from './safety-text';

export const CONTACT_SHARE_QUESTION: LocalText = {
  en: 'Share your number only once you trust this person. Send anyway?',
  hi: 'अपना नंबर तभी दें जब आपको इस व्यक्ति पर भरोसा हो। फिर भी भेजें?',
};
export const MONEY_REQUEST_WARNING: LocalText = {
  en: 'Never send money or share an OTP with someone you have not met. Report this member if they ask.',
  hi: 'जिनसे आप मिले नहीं हैं, उन्हें कभी पैसे न भेजें और OTP न बताएँ। अगर वे माँगें तो इस सदस्य की शिकायत करें।',
};
export const CONTACT_FROM_STRANGER_WARNING: LocalText = {
  en: 'This member shared a phone number or app ID before you know them. Never send them money or documents.',
  hi: 'इस सदस्य ने जान-पहचान से पहले ही फ़ोन नंबर या ऐप आईडी भेज दी है। इन्हें कभी पैसे या कोई दस्तावेज़ न भेजें।',
};

export const contactDetailKinds = ['phone', 'email', 'upi', 'bank-account', 'card', 'link', 'chat-app'] as const;
export type ContactDetailKind = (typeof contactDetailKinds)[number];

/** Runs of digits that may be written with spaces, dots or dashes between them ("98765 43210", "4111-1111-…"). */
const DIGIT_RUN = /\+?\d(?:[\s.-]?\d){5,}/g;
/**
 * Words members put between the groups of a number so that it reads as words: "98765 and 43210", "98765 x 43210",
 * "98765 aur 43210", "98765 फिर 43210". "to" is left out: "9 to 5" and "from 2015 to 2019" are times and years.
 */
const JOINING_WORD = String.raw`(?:and|n|x|or|then|aur|phir|fir|और|फिर|तब)`;
/** Anything that is no letter, mark or digit: spaces, a blank line, dashes, "*", "+", ":", "~" … */
const NOT_ALPHANUMERIC = String.raw`[^\p{L}\p{M}\p{N}]`;
/**
 * Groups of digits with a run of up to eight other characters or a joining word between them, as a mobile number is
 * split to slip past a pattern: "98765    43210", "98765 --  43210", "(987) 654-3210", "98765*43210", "98765 and
 * 43210". A separator can neither start with a digit nor hold one, so the match never backtracks into a group.
 */
const DIGIT_GROUPS = new RegExp(
  String.raw`\d+(?:(?:${NOT_ALPHANUMERIC}{1,8}|${NOT_ALPHANUMERIC}{0,3}${JOINING_WORD}${NOT_ALPHANUMERIC}{0,3})\d+)*`,
  'giu',
);
/** An Indian mobile number, with or without its country code or trunk zero. */
const MOBILE = /^(?:91|0)?[6-9]\d{9}$/;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Two or more round thousands ("75000-90000 a month") are a range of amounts, whatever their digits add up to. */
function isRoundRange(groups: readonly string[]): boolean {
  return groups.length > 1 && groups.every((group) => group.endsWith('000'));
}

/** What a run of digits most likely is: an Indian mobile or landline, a card, a bank account, or nothing of note. */
function kindOfDigits(run: string): ContactDetailKind | null {
  if (isRoundRange(run.split(/\D+/))) return null;
  const digits = run.replace(/\D/g, '');
  if (MOBILE.test(digits)) return 'phone';
  if (digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)) return 'card';
  if (/^0\d{9,11}$/.test(digits) || (run.startsWith('+') && digits.length >= 10)) return 'phone';
  if (digits.length >= 9 && digits.length <= 18) return 'bank-account';
  return null;
}

/**
 * Whether some of these groups of digits, one after another, make a mobile number. Only a mobile number is looked for
 * this loosely: its shape (ten digits from 6-9, maybe after 91 or 0) is rare among the heights, ages and incomes
 * members write, where a bank account's nine digits or more are not.
 */
function holdsMobileNumber(groups: readonly string[]): boolean {
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length < 12; last += 1) {
      digits += groups[last];
      if (MOBILE.test(digits) && !isRoundRange(groups.slice(first, last + 1))) return true;
    }
  }
  return false;
}

const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
/** An address in any script, "@" and "." as words or in brackets, spaced out: "arjun [at] gmail [dot] com". */
const ADDRESS_PART = String.raw`[\p{L}\p{M}\p{N}._%+-]+`;
const DOMAIN_PART = String.raw`[\p{L}\p{M}\p{N}-]+`;
const AT_WORD = String.raw`(?:at(?:\s+the\s+rate)?|at\s*d\s*rate|एट|ऐट|एट\s+द\s+रेट|ऐट\s+द\s+रेट)`;
const DOT_WORD = String.raw`(?:dot|डॉट|डाट)`;
const DOMAIN_END = String.raw`(?:com|in|net|org|co|edu|info|biz|me|io|कॉम|कोम|इन|नेट)(?![\p{L}\p{M}\p{N}])`;
/** "@" with spaces around it takes "." the same way or as a word; "at" as a word takes "." written tight or as a word. */
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}._%+-])${ADDRESS_PART}(?:\s*@\s*${DOMAIN_PART}(?:\s*\.\s*|\s+${DOT_WORD}\s+)|\s+${AT_WORD}\s+${DOMAIN_PART}(?:\.|\s+${DOT_WORD}\s+))${DOMAIN_END}`,
  'iu',
);
const AT_ALONE = /\bat\b|एट|ऐट/i;
/** Brackets around "at" or "dot" ("arjun(at)gmail[dot]com") only ever hide an address. */
const BRACKETED_AT = /[([{<]\s*(?:at|@|एट|ऐट)\s*[)\]}>]/giu;
const BRACKETED_DOT = /[([{<]\s*(?:dot|\.|डॉट|डाट)\s*[)\]}>]/giu;

/** A UPI id is handle@bank with no dot after the @ ("name@okaxis", "98xxxxxx@ybl"). */
const UPI_ID = /(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}@[a-z]{2,}(?![\p{L}\p{N}.@-])/iu;
/** UPI handles that are only a UPI app's ("okaxis", "ybl"), not also a company's name. */
const UPI_APP_HANDLES = String.raw`ok(?:axis|hdfcbank|icici|sbi)|ybl|ibl|axl|apl|yapl|rapl|pt(?:yes|axis|hdfc|sbi)|wa(?:axis|hdfcbank|sbi|icici)`;
const UPI_BANK_HANDLES = String.raw`paytm|upi|axisbank|icici|sbi|hdfcbank|kotak|jio|airtel|fbl|freecharge|ikwik|yesbank|idfcbank|indus|federal|barodampay|postbank|abfspay`;
/** A UPI id spaced out ("dev @ okaxis") or with "at" as a word before an app's handle ("I work at Paytm" is no UPI id). */
const SPACED_UPI_ID = new RegExp(
  String.raw`(?<![\p{L}\p{N}._-])[\p{L}\p{N}._-]{2,}(?:\s*@\s*(?:${UPI_APP_HANDLES}|${UPI_BANK_HANDLES})|\s+(?:at|एट|ऐट)\s+(?:${UPI_APP_HANDLES}))(?![\p{L}\p{N}])`,
  'iu',
);
const IFSC = /\b[A-Z]{4}0[A-Z0-9]{6}\b/;
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b(?:wa\.me|t\.me|bit\.ly|instagram\.com|facebook\.com|fb\.me)\b|\b[a-z0-9-]{2,}\.(?:com|in|net|org|co|me|io|app|info|link|xyz)(?:\/|\b)/i;

/** WhatsApp, Telegram, Instagram … as members spell them: "whatsapp", "whats app", "watsap", "wtsapp", "व्हाट्सएप" … */
const CHAT_APP = String.raw`(?:w+h?a*t+s*\s?a+p+|tele\s?gram|insta(?:gram)?|snap\s?chat|facebook|fb|इंस्टा(?:ग्राम)?|फेसबुक|व्हाट्सएप|व्हाट्सऐप|व्हाट्सअप|वॉट्सऐप|वॉट्सएप|वाट्सएप|वाट्सऐप|टेलीग्राम|टेलिग्राम)`;
/**
 * Moving the talk to a chat app is how a sender's number goes out without being written: "WhatsApp me", "watsap pe
 * baat karo", "message me on Telegram", "व्हाट्सएप पर बात करें". The app named alone ("do you use WhatsApp?") is not.
 */
const CHAT_APP_INVITATION = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:${CHAT_APP}\s*(?:me|us|karo|kro|kar|kariye|kijiye|karna|karein|karen|pe|par|pr|पर|पे|करें|करो|करिए|कीजिए|कर)(?![\p{L}\p{M}])|(?:me|us|talk|chat|baat|connect|message|msg|ping|text|add)\s+(?:me\s+|us\s+)?(?:on|at|via|in|pe|par)\s+${CHAT_APP}(?![\p{L}\p{M}]))`,
  'iu',
);

/**
 * The kinds of contact details a text holds, in a stable order; empty when it holds none. Read as members read it
 * (foldForSafety: any script's digits, full-width forms, no invisible characters), with digits also spelled out,
 * spaced or split by punctuation, and addresses with "at" and "dot" as words; dates and amounts are no number.
 */
export function findContactDetails(text: string): ContactDetailKind[] {
  const folded = foldForSafety(text).replace(BRACKETED_AT, '@').replace(BRACKETED_DOT, '.');
  const numbers = withoutDatesAndAmounts(withLookalikeDigits(withSpelledDigits(folded)));
  const found = new Set<ContactDetailKind>();
  for (const [run] of numbers.matchAll(DIGIT_RUN)) {
    const kind = kindOfDigits(run);
    if (kind) found.add(kind);
  }
  if (!found.has('phone')) {
    for (const [run] of numbers.matchAll(DIGIT_GROUPS)) {
      if (holdsMobileNumber(run.split(/\D+/))) found.add('phone');
    }
  }
  // Letters of other scripts make the address patterns slow to fail, so they run only on a text with an "@" or "at".
  const mayHoldAddress = folded.includes('@') || AT_ALONE.test(folded);
  if (mayHoldAddress) {
    if (EMAIL.test(folded) || SPELLED_EMAIL.test(folded)) found.add('email');
    else if (UPI_ID.test(folded) || SPACED_UPI_ID.test(folded)) found.add('upi');
  }
  if (IFSC.test(folded)) found.add('bank-account');
  const withoutEmail = mayHoldAddress ? folded.replace(EMAIL, '').replace(SPELLED_EMAIL, '') : folded;
  if (LINK.test(withoutEmail)) found.add('link');
  if (CHAT_APP_INVITATION.test(folded)) found.add('chat-app');
  return contactDetailKinds.filter((kind) => found.has(kind));
}

/** A word in Devanagari has no \b: its edges are where letters and vowel signs stop. */
const NOT_AFTER_LETTER = String.raw`(?<![\p{L}\p{M}])`;
const NOT_BEFORE_LETTER = String.raw`(?![\p{L}\p{M}])`;
/** The rupee as members write it, in both scripts: ₹, Rs, INR, रुपये, रुपए, रु., रू … */
const RUPEE = String.raw`(?:₹|${NOT_AFTER_LETTER}(?:rs|inr|rupees?|rupaye|rupaiye|rupay|रुपये|रुपए|रुपया|रुपयों|रुपैये|रु|रू|रूपये|रूपए)${NOT_BEFORE_LETTER}\.?)`;
/** Thousands and lakhs, in figures or words ("20 हज़ार", "बीस हजार", "2 lakh", "5k"). */
const LARGE_UNIT = String.raw`(?:${NOT_AFTER_LETTER}(?:हज़ार|हजार|लाख|hazaar|hazar|hajar|hajaar|lakh|lac|thousand)${NOT_BEFORE_LETTER}|\dk${NOT_BEFORE_LETTER})`;
/** An amount of money: a figure with the rupee before or after it, or thousands or lakhs of rupees. */
const AMOUNT = String.raw`(?:${RUPEE}\s?\d|\d[\d,]*\s?${RUPEE}|${LARGE_UNIT}\s?${RUPEE})`;
/**
 * Asking for money to be sent, in Hindi in both scripts, in the forms that ask ("भेज दो", "भेजो", "डाल दो", "ट्रांसफर",
 * "bhej do"): "आय 12 लाख, बायोडाटा भेज दिया है" tells, and "दो" alone is also "two" ("दो हज़ार").
 */
const SEND_ASK = String.raw`(?:भेज\s?(?:दो|दीजिए|दीजिये|दें|देना)|भेजो|भेजिए|भेजिये|भेजें|भेजना|भिजवा\s?(?:दो|दीजिए|दें)|ट्रांसफ़?र|डाल\s?(?:दो|दीजिए|दें|देना)|डालो|दे\s?(?:दो|दीजिए|दें)|${NOT_AFTER_LETTER}(?:bhej\s?(?:do|dijiye|de|dena)|bhejo|bhejiye|bhejna|bhejdo|bhijwa\s?do|transfer|daal\s?(?:do|dena|dijiye)|dal\s?do|daalo|de\s?do|dedo)${NOT_BEFORE_LETTER})`;
/**
 * Asking in any way, which is an ask for money only with a payment app named ("गूगल पे कर दो", "PhonePe karo", "UPI
 * नंबर चाहिए"): "कर दो" and "चाहिए" ask for anything ("लड़का चाहिए, आय 10 लाख").
 */
const HINDI_ASK = String.raw`(?:${SEND_ASK}|कर\s?(?:दो|दीजिए|दें)|करो|कीजिए|करिए|चाहिए|चाहिये|${NOT_AFTER_LETTER}(?:kar\s?do|kardo|karo|kro|kariye|kijiye|chahiye|chaiye)${NOT_BEFORE_LETTER})`;
/** Asking for it to be sent in English ("need" and "want" are left out: "I don't want Paytm" asks for nothing). */
const ENGLISH_ASK = String.raw`${NOT_AFTER_LETTER}(?:send|transfer|pay|deposit|scan)${NOT_BEFORE_LETTER}`;
/** What makes a payment app's name an ask: a request to send or pay, an amount, or the handle to pay to. */
const PAYMENT_CONTEXT = String.raw`(?:${HINDI_ASK}|${ENGLISH_ASK}|${AMOUNT}|${NOT_AFTER_LETTER}(?:number|id|नंबर|नम्बर|आईडी|आई\sडी)${NOT_BEFORE_LETTER})`;
/**
 * The payment apps and UPI in both scripts: Google Pay, GPay, गूगल पे, PhonePe, फ़ोनपे, Paytm, पेटीएम, BHIM, UPI,
 * यूपीआई. "pe" is also "on": "phone pe" and "फोन पे" are "on the phone" unless written as one word, and "गूगल पे" is
 * "on Google" when something is searched or looked at there.
 */
const PAYMENT_APP = String.raw`${NOT_AFTER_LETTER}(?:upi|g\s?pay|google\s?pay|phonepe|paytm|bhim\s?(?:upi|app)|यूपीआई|यू\s?पी\s?आई|गूगल\s?पे(?!\s*(?:सर्च|देख|ढूं?ढ|ढूँढ|पढ़))|जीपे|फ़?ोनपे|पेटीएम|पे\s?टी\s?एम|भीम\s?(?:ऐप|एप|यूपीआई))${NOT_BEFORE_LETTER}`;
/** Within one sentence, in either order. */
const SAME_SENTENCE = String.raw`[^.?!।\n]{0,40}`;

/**
 * Money requests as romance and marriage scams phrase them: asking for money, a loan, a transfer by UPI or an app,
 * gifts or gift cards, an OTP, or fees to release a parcel or clear customs. Each pattern needs the ask, not only a
 * word ("my father works in customs", "I paid a visit", "मेरी सैलरी 20000 है" and "I work at Paytm" are ordinary), so
 * the warning stays rare and believed.
 */
const MONEY_REQUEST_PATTERNS: readonly RegExp[] = [
  // English
  /\b(?:send|transfer|lend|deposit|wire|need)\b[^.?!\n]{0,40}(?:\b(?:money|rupees|amount|funds|cash)\b|₹\s?\d|\b(?:rs\.?|inr)\s?\d|\d\s?(?:rs|inr)\b)/i,
  /\bpay (?:me|us)\b|\bpay for my\b/i,
  /\blend me\b|\bborrow\b[^.?!\n]{0,20}\b(?:money|from you)\b|\b(?:need|want|give me|urgent)\b[^.?!\n]{0,20}\bloan\b/i,
  /\b(?:qr\s?code|bank\s?transfer|neft|imps|western\s?union)\b/i,
  /\botp\b|\bone[\s-]?time[\s-]?password\b|\bverification\s+code\b/i,
  /\bgift\s?cards?\b|\b(?:send|buy)\b[^.?!\n]{0,20}\bgifts?\b|\b(?:amazon|itunes|google\s?play)\s+(?:voucher|card)s?\b/i,
  /\b(?:customs|parcel|courier|package|shipment)\b[^.?!\n]{0,40}\b(?:fees?|charges?|duty|clearance|release|penalty)\b/i,
  /\b(?:fees?|charges?|duty|clearance|penalty)\b[^.?!\n]{0,40}\b(?:customs|parcel|courier|package|shipment)\b/i,
  /\b(?:invest|investment|trading|bitcoin|crypto)\b[^.?!\n]{0,40}\b(?:profit|returns?|double|scheme|platform)\b/i,
  // A payment app or UPI, in either script, with an ask, an amount or a handle in the same sentence
  new RegExp(`${PAYMENT_APP}${SAME_SENTENCE}${PAYMENT_CONTEXT}|${PAYMENT_CONTEXT}${SAME_SENTENCE}${PAYMENT_APP}`, 'iu'),
  // An amount and a Hindi ask, either script, either order: "20000 रुपये भेज दो", "भेजो ₹5000", "बीस हज़ार भेज दो"
  new RegExp(
    `${AMOUNT}${SAME_SENTENCE}${SEND_ASK}|${SEND_ASK}${SAME_SENTENCE}${AMOUNT}|${LARGE_UNIT}\\s?${SEND_ASK}`,
    'iu',
  ),
  // Hindi in Latin letters
  /\b(?:paise|paisa|paisey|rupaye|rupay|rupees)\b[^.?!\n]{0,30}\b(?:bhej|bhejo|bhejna|bhejiye|chahiye|dijiye|transfer)/i,
  /\b(?:udhaar|udhar|karz|karza)\b[^.?!\n]{0,20}\b(?:do|dijiye|chahiye|de do)\b/i,
  /\botp\b[^.?!\n]{0,20}\b(?:bata|batao|bhejo|dijiye)\b/i,
  // Hindi in Devanagari
  /(?:पैसे|पैसा|रुपये|रुपए|रकम|पेमेंट)[^.?!।\n]{0,30}(?:भेज|चाहिए|दीजिए|दे दो|ट्रांसफर|कर दो|डाल)/u,
  /(?:उधार|कर्ज|क़र्ज़)[^.?!।\n]{0,20}(?:दे|दो|दीजिए|चाहिए)/u,
  /ओटीपी/u,
  /(?:कस्टम|पार्सल|कूरियर)[^.?!।\n]{0,30}(?:फीस|शुल्क|चार्ज|ड्यूटी|पैसे)/u,
  /(?:गिफ्ट|तोहफ़?ा)[^.?!।\n]{0,20}(?:भेज|कार्ड|खरीद)/u,
];

/** Whether a received text asks for money, a gift, a transfer or an OTP, or for customs or parcel fees. */
export function isMoneyRequest(text: string): boolean {
  const folded = foldForSafety(text);
  return MONEY_REQUEST_PATTERNS.some((pattern) => pattern.test(folded));
}

export const receivedTextWarnings = ['money-request', 'contact-from-stranger'] as const;
export type ReceivedTextWarning = (typeof receivedTextWarnings)[number];

/**
 * The warning a received text (a message, an interest's message) carries: a money request always; contact details or
 * a move to a chat app from a member I am not connected with, as the sender's own question about sharing them can be
 * skipped by a scammer posting confirmedContactShare.
 */
export function warningOfReceivedText(text: string, fromConnection: boolean): ReceivedTextWarning | null {
  if (isMoneyRequest(text)) return 'money-request';
  if (!fromConnection && findContactDetails(text).length > 0) return 'contact-from-stranger';
  return null;
}
