/**
 * Why a document was refused, as a stable code the API maps to its { en, hi } texts and a plain English message a
 * member understands (for logs of the code only: the message names no personal data).
 */
export const aadhaarErrorCodes = [
  'not-configured',
  'qr-not-a-number',
  'qr-unreadable-image',
  'qr-wrong-layout',
  'qr-unsupported-version',
  'signature-invalid',
  'document-too-old',
  'document-date-invalid',
  'ekyc-not-a-zip',
  'ekyc-wrong-share-code',
  'ekyc-unexpected-content',
  'ekyc-too-large',
  'ekyc-xml-invalid',
] as const;

export type AadhaarErrorCode = (typeof aadhaarErrorCodes)[number];

const messages: Record<AadhaarErrorCode, string> = {
  'not-configured': 'Aadhaar verification is not available right now.',
  'qr-not-a-number':
    'This is not an Aadhaar Secure QR code: the code on an Aadhaar letter or e-Aadhaar holds only digits.',
  'qr-unreadable-image':
    'We could not read a QR code in this picture. Take a sharp photo in good light with the whole QR code in the frame, or upload the e-Aadhaar PDF page as an image.',
  'qr-wrong-layout': 'This QR code is not an Aadhaar Secure QR code we can read.',
  'qr-unsupported-version':
    'This Aadhaar QR code is of a newer kind we cannot read yet. Use the Offline e-KYC file instead.',
  'signature-invalid':
    "UIDAI's signature on this document does not match: it was changed after UIDAI issued it, or UIDAI did not issue it.",
  'document-too-old':
    'This document was made too long ago. Download a fresh e-Aadhaar or Offline e-KYC file from UIDAI and try again.',
  'document-date-invalid': 'The date UIDAI gave this document cannot be read, or lies in the future.',
  'ekyc-not-a-zip': "This file is not the ZIP file UIDAI's Offline e-KYC download gives.",
  'ekyc-wrong-share-code':
    'The share code does not open this file. Type the 4-digit share code you chose when you downloaded it.',
  'ekyc-unexpected-content': "This ZIP file holds something other than UIDAI's one Offline e-KYC XML file.",
  'ekyc-too-large': "This file is larger than UIDAI's Offline e-KYC file can be.",
  'ekyc-xml-invalid': "The file inside the ZIP is not UIDAI's Offline e-KYC XML.",
};

export class AadhaarCheckError extends Error {
  override readonly name = 'AadhaarCheckError';

  constructor(readonly code: AadhaarErrorCode) {
    super(messages[code]);
  }
}

export function isAadhaarCheckError(error: unknown, code?: AadhaarErrorCode): error is AadhaarCheckError {
  return error instanceof AadhaarCheckError && (code === undefined || error.code === code);
}
