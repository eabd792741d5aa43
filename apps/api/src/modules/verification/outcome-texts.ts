import type { ProfileMatch } from '@matri/aadhaar';
import { say, type IdVerificationReason, type IdVerificationStatus, type LocalText } from '@matri/contracts';

/** What a stored outcome needs to be told again (the status page) or for the first time. */
export interface OutcomeFacts {
  status: IdVerificationStatus;
  reason: IdVerificationReason | null;
  nameOnId: string;
  profileName: string;
  match: Pick<ProfileMatch, 'dateOfBirth' | 'gender'> & { name: ProfileMatch['name']['outcome'] };
  adminReason: string | null;
}

const join = (parts: string[], and: string) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;

/** The differences, each in both languages: the name's with both spellings, the birth date's and the gender's. */
function differences(facts: OutcomeFacts, wanted: 'close' | 'no-match'): { en: string[]; hi: string[] } {
  const en: string[] = [];
  const hi: string[] = [];
  if (facts.match.name === wanted) {
    en.push(`the name (“${facts.nameOnId}” on your Aadhaar, “${facts.profileName}” on your profile)`);
    hi.push(`नाम (आधार पर “${facts.nameOnId}”, प्रोफ़ाइल में “${facts.profileName}”)`);
  }
  if (wanted === 'no-match' && facts.match.dateOfBirth === 'mismatch') {
    en.push('the date of birth');
    hi.push('जन्म की तारीख़');
  }
  if (wanted === 'close' && facts.match.dateOfBirth === 'year-only') {
    en.push('the date of birth (your Aadhaar gives only the year)');
    hi.push('जन्म की तारीख़ (आपके आधार पर केवल साल लिखा है)');
  }
  if (wanted === 'no-match' && facts.match.gender === 'mismatch') {
    en.push('the gender');
    hi.push('लिंग');
  }
  if (wanted === 'close' && facts.match.gender === 'not-comparable') {
    en.push('the gender');
    hi.push('लिंग');
  }
  return { en, hi };
}

/** What the member reads about their check: what was decided, what differs, and what to do next. */
export function outcomeText(facts: OutcomeFacts): LocalText {
  if (facts.status === 'verified') {
    return {
      en: 'Your ID is verified: the name, date of birth and gender on your Aadhaar match your profile, and UIDAI’s signature is genuine.',
      hi: 'आपकी पहचान सत्यापित हो गई है: आपके आधार पर लिखा नाम, जन्म की तारीख़ और लिंग आपकी प्रोफ़ाइल से मेल खाते हैं, और UIDAI के हस्ताक्षर असली हैं।',
    };
  }
  if (facts.status === 'held') {
    const { en, hi } = differences(facts, 'close');
    return {
      en: `Your Aadhaar is genuine, but ${join(en, 'and')} differ${en.length === 1 ? 's' : ''} slightly from your profile. One of our team will check it, usually within two days, and tell you the outcome.`,
      hi: `आपका आधार असली है, लेकिन ${join(hi, 'और')} आपकी प्रोफ़ाइल से थोड़ा अलग है। हमारी टीम का एक सदस्य इसकी जाँच करेगा, आम तौर पर दो दिन के अंदर, और आपको नतीजा बताएगा।`,
    };
  }
  if (facts.reason === 'duplicate' || facts.reason === 'suspended') {
    return {
      en: 'This Aadhaar has already verified another account, and one ID verifies one account. If the other account is yours and you no longer use it, delete it or write to us from the contact page.',
      hi: 'यह आधार पहले ही किसी दूसरे खाते की पहचान सत्यापित कर चुका है, और एक पहचान से एक ही खाता सत्यापित होता है। अगर दूसरा खाता आपका है और आप उसे अब इस्तेमाल नहीं करते, तो उसे डिलीट करें या संपर्क पेज से हमें लिखें।',
    };
  }
  if (facts.reason === 'rejected') {
    const because = facts.adminReason ?? '';
    return {
      en: `Our team could not confirm that this Aadhaar matches your profile: ${because}. Correct your profile if it is wrong, or verify with your own Aadhaar.`,
      hi: `हमारी टीम पुष्टि नहीं कर सकी कि यह आधार आपकी प्रोफ़ाइल से मेल खाता है: ${because}। अगर प्रोफ़ाइल में कुछ ग़लत है तो उसे ठीक करें, या अपने ही आधार से पहचान सत्यापित करें।`,
    };
  }
  const { en, hi } = differences(facts, 'no-match');
  return {
    en: `This Aadhaar does not match your profile: ${join(en, 'and')} differ${en.length === 1 ? 's' : ''}. If your profile is wrong, correct your name or date of birth on your profile and try again; if this Aadhaar is not yours, verify with your own.`,
    hi: `यह आधार आपकी प्रोफ़ाइल से मेल नहीं खाता: ${join(hi, 'और')} अलग है। अगर आपकी प्रोफ़ाइल में कुछ ग़लत है, तो प्रोफ़ाइल में अपना नाम या जन्म की तारीख़ ठीक करके फिर कोशिश करें; अगर यह आधार आपका नहीं है, तो अपने आधार से पहचान सत्यापित करें।`,
  };
}

/** The outcome's words in the language of the work (the member's). */
export const sayOutcome = (facts: OutcomeFacts): string => say(outcomeText(facts));
