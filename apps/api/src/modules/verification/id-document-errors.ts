import type { AadhaarErrorCode } from '@matri/aadhaar';
import { DEFAULT_MAX_DOCUMENT_AGE_DAYS, isAadhaarCheckError } from '@matri/aadhaar';
import { say, type LocalText } from '@matri/contracts';
import { InvalidInput } from '../platform';

const days = DEFAULT_MAX_DOCUMENT_AGE_DAYS;

/** Each reason the library refuses a document, in words a member understands, with what to do. */
export const idDocumentErrorTexts: Record<AadhaarErrorCode, LocalText> = {
  'not-configured': {
    en: 'ID verification is not available here yet.',
    hi: 'पहचान की जाँच अभी यहाँ उपलब्ध नहीं है।',
  },
  'qr-not-a-number': {
    en: 'This is not an Aadhaar Secure QR code. Use the large QR code on your Aadhaar letter or e-Aadhaar.',
    hi: 'यह आधार का सुरक्षित QR कोड नहीं है। अपने आधार पत्र या ई-आधार पर छपा बड़ा QR कोड इस्तेमाल करें।',
  },
  'qr-unreadable-image': {
    en: 'We could not read a QR code in this picture. Take a sharp photo in good light with the whole QR code in the frame, or upload the e-Aadhaar page as an image.',
    hi: 'इस तस्वीर में हम QR कोड नहीं पढ़ पाए। अच्छी रोशनी में साफ़ फ़ोटो लें जिसमें पूरा QR कोड दिखे, या ई-आधार का पन्ना तस्वीर के रूप में अपलोड करें।',
  },
  'qr-wrong-layout': {
    en: 'This QR code is not an Aadhaar Secure QR code we can read. Use the large QR code on your Aadhaar letter or e-Aadhaar.',
    hi: 'यह QR कोड ऐसा आधार सुरक्षित QR कोड नहीं है जिसे हम पढ़ सकें। अपने आधार पत्र या ई-आधार पर छपा बड़ा QR कोड इस्तेमाल करें।',
  },
  'qr-unsupported-version': {
    en: 'This Aadhaar QR code is of a newer kind we cannot read yet. Use the Offline e-KYC file instead.',
    hi: 'यह आधार QR कोड नए तरह का है जिसे हम अभी नहीं पढ़ सकते। इसकी जगह ऑफ़लाइन ई-केवाईसी फ़ाइल इस्तेमाल करें।',
  },
  'signature-invalid': {
    en: "UIDAI's signature on this document does not match: it was changed after UIDAI issued it, or UIDAI did not issue it. Download a fresh e-Aadhaar or Offline e-KYC file from UIDAI's website.",
    hi: 'इस दस्तावेज़ पर UIDAI के हस्ताक्षर मेल नहीं खाते: UIDAI के जारी करने के बाद इसे बदला गया है, या इसे UIDAI ने जारी नहीं किया। UIDAI की वेबसाइट से नया ई-आधार या ऑफ़लाइन ई-केवाईसी फ़ाइल डाउनलोड करें।',
  },
  'document-too-old': {
    en: `This document is too old: it must be at most ${days} days old. Download a fresh e-Aadhaar or a new Offline e-KYC file from UIDAI's website and try again.`,
    hi: `यह दस्तावेज़ बहुत पुराना है: यह ज़्यादा से ज़्यादा ${days} दिन पुराना होना चाहिए। UIDAI की वेबसाइट से नया ई-आधार या नई ऑफ़लाइन ई-केवाईसी फ़ाइल डाउनलोड करके फिर कोशिश करें।`,
  },
  'document-date-invalid': {
    en: "The date UIDAI gave this document cannot be read, or lies in the future. Download a fresh copy from UIDAI's website.",
    hi: 'UIDAI ने इस दस्तावेज़ को जो तारीख़ दी है वह पढ़ी नहीं जा सकती, या भविष्य की है। UIDAI की वेबसाइट से नई कॉपी डाउनलोड करें।',
  },
  'ekyc-not-a-zip': {
    en: "This file is not the ZIP file UIDAI's Offline e-KYC download gives. Choose the .zip file you downloaded, without unpacking it.",
    hi: 'यह वह ZIP फ़ाइल नहीं है जो UIDAI के ऑफ़लाइन ई-केवाईसी डाउनलोड से मिलती है। डाउनलोड की गई .zip फ़ाइल ही चुनें, उसे खोले बिना।',
  },
  'ekyc-wrong-share-code': {
    en: 'The share code does not open this file. Type the 4-digit share code you chose when you downloaded it.',
    hi: 'यह शेयर कोड इस फ़ाइल को नहीं खोलता। फ़ाइल डाउनलोड करते समय आपने जो 4 अंकों का शेयर कोड चुना था, वही लिखें।',
  },
  'ekyc-unexpected-content': {
    en: "This ZIP file holds something other than UIDAI's one Offline e-KYC XML file. Choose the file exactly as UIDAI gave it.",
    hi: 'इस ZIP फ़ाइल में UIDAI की ऑफ़लाइन ई-केवाईसी XML फ़ाइल के अलावा कुछ और है। फ़ाइल ठीक वैसी ही चुनें जैसी UIDAI ने दी थी।',
  },
  'ekyc-too-large': {
    en: "This file is larger than UIDAI's Offline e-KYC file can be. Choose the .zip file you downloaded from UIDAI.",
    hi: 'यह फ़ाइल UIDAI की ऑफ़लाइन ई-केवाईसी फ़ाइल से बड़ी है। UIDAI से डाउनलोड की गई .zip फ़ाइल चुनें।',
  },
  'ekyc-xml-invalid': {
    en: "The file inside the ZIP is not UIDAI's Offline e-KYC XML. Download a new Offline e-KYC file from UIDAI's website.",
    hi: 'ZIP के अंदर की फ़ाइल UIDAI की ऑफ़लाइन ई-केवाईसी XML नहीं है। UIDAI की वेबसाइट से नई ऑफ़लाइन ई-केवाईसी फ़ाइल डाउनलोड करें।',
  },
};

/** The field of the form each refusal concerns. */
const fieldOf = (code: AadhaarErrorCode): string =>
  code === 'ekyc-wrong-share-code' ? 'shareCode' : code.startsWith('ekyc') ? 'ekycZip' : 'document';

/** A library refusal as the member's 4xx in their language, naming the field; any other error as it is. */
export function asIdDocumentRefusal(error: unknown): unknown {
  if (!isAadhaarCheckError(error)) return error;
  const message = say(idDocumentErrorTexts[error.code]);
  return new InvalidInput(message, [{ path: [fieldOf(error.code)], message }]);
}
