import { checkOfflineEkyc, checkSecureQr, type AadhaarIdentity, type UidaiCertificates } from '@matri/aadhaar';
import type { IdCheckOutcome } from '@matri/contracts';
import type { Database } from '../../db/database';
import { asIdDocumentRefusal } from './id-document-errors';
import { readQrOffThread } from './read-qr-off-thread';
import { recordIdCheck } from './record-id-check';

/** What a member presents: the Secure QR's text (read by the browser), a photo of it, or the Offline e-KYC file. */
export type IdDocument =
  | { kind: 'secure-qr-text'; text: string }
  | { kind: 'secure-qr-image'; image: Uint8Array }
  | { kind: 'offline-ekyc'; zip: Uint8Array; shareCode: string };

async function identityIn(document: IdDocument, certificates: UidaiCertificates): Promise<AadhaarIdentity> {
  switch (document.kind) {
    case 'secure-qr-text':
      return checkSecureQr(document.text, certificates);
    case 'secure-qr-image':
      return checkSecureQr(await readQrOffThread(document.image), certificates);
    case 'offline-ekyc':
      return checkOfflineEkyc(document.zip, document.shareCode, certificates);
  }
}

/**
 * Checks the document against UIDAI's certificates and records what it says against the member's profile. A
 * document that fails (unreadable, tampered, too old, a wrong share code) is refused in the member's words and leaves
 * no row: only a genuine ID's outcome is kept, never the document itself.
 */
export async function verifyIdDocument(
  db: Database,
  memberId: number,
  document: IdDocument,
  certificates: UidaiCertificates,
): Promise<IdCheckOutcome> {
  let identity: AadhaarIdentity;
  try {
    identity = await identityIn(document, certificates);
  } catch (error) {
    throw asIdDocumentRefusal(error);
  }
  return recordIdCheck(db, memberId, identity);
}
