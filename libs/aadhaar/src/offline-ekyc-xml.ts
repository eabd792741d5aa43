import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { UidaiCertificates } from './certificates';
import { AadhaarCheckError } from './errors';
import type { AadhaarIdentity, DocumentAgeOptions } from './identity';
import { assertFreshDocument, readDateOfBirth, readGender, readReferenceId } from './reference-id';

/** A real file is 10-60 KB (the photo is most of it). */
export const MAX_EKYC_XML_BYTES = 1024 * 1024;

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ROOT = 'OfflinePaperlessKyc';
/**
 * What UIDAI signs with: RSA-SHA1 in its published samples, RSA-SHA256 in newer files. Only RSA: an HMAC "signature"
 * keyed with the public certificate is the classic key-confusion forgery.
 */
const SIGNATURE_ALGORITHMS = [`${DSIG}rsa-sha1`, 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256'] as const;
/** An enveloped signature over the whole document, canonicalized as XML-DSig allows; nothing that selects parts. */
const ALLOWED_TRANSFORMS = new Set([
  `${DSIG}enveloped-signature`,
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315#WithComments',
  'http://www.w3.org/2001/10/xml-exc-c14n#',
  'http://www.w3.org/2001/10/xml-exc-c14n#WithComments',
]);

/**
 * UIDAI's Paperless Offline e-KYC XML: `<OfflinePaperlessKyc referenceId>` holding `UidData` (`Poi` with name, dob,
 * gender and the mobile/e-mail hashes; `Poa`, the address; `Pht`, a base64 JPEG) and an enveloped XML-DSig
 * `Signature`. Fields are read only from the bytes the signature covers, and only when it covers the whole document,
 * so a second, unsigned copy of the data (signature wrapping) is never what we read.
 */
export function checkOfflineEkycXml(
  xml: string,
  certificates: UidaiCertificates,
  options: DocumentAgeOptions = {},
): AadhaarIdentity {
  if (certificates.length === 0) throw new AadhaarCheckError('not-configured');
  if (Buffer.byteLength(xml) > MAX_EKYC_XML_BYTES) throw new AadhaarCheckError('ekyc-too-large');
  // UIDAI's file has no DTD; one here can only be an entity expansion or an outside reference.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AadhaarCheckError('ekyc-xml-invalid');
  const document = parse(xml);
  const root = document.documentElement;
  if (!root || root.localName !== ROOT || root.namespaceURI) throw new AadhaarCheckError('ekyc-xml-invalid');
  const signatures = Array.from(document.getElementsByTagNameNS(DSIG, 'Signature'));
  if (signatures.length !== 1 || signatures[0].parentNode !== root) throw new AadhaarCheckError('signature-invalid');

  const signedXml = signedDocument(xml, signatures[0], certificates);
  const identity = readFields(parse(signedXml).documentElement);
  assertFreshDocument(identity.issuedAt, options);
  return identity;
}

function parse(xml: string): Document {
  let failed = false;
  const document = new DOMParser({
    locator: {},
    errorHandler: { warning: () => (failed = true), error: () => (failed = true), fatalError: () => (failed = true) },
  }).parseFromString(xml, 'text/xml') as unknown as Document;
  if (failed || !document?.documentElement) throw new AadhaarCheckError('ekyc-xml-invalid');
  return document;
}

/** The canonical XML the signature covers, once verified against one of UIDAI's certificates. */
function signedDocument(xml: string, signature: Element, certificates: UidaiCertificates): string {
  for (const certificate of certificates) {
    const verifier = new SignedXml({ publicCert: certificate.publicKey, getCertFromKeyInfo: () => null });
    verifier.SignatureAlgorithms = Object.fromEntries(
      SIGNATURE_ALGORITHMS.map((algorithm) => [algorithm, verifier.SignatureAlgorithms[algorithm]]),
    ) as typeof verifier.SignatureAlgorithms;
    try {
      verifier.loadSignature(signature as unknown as Node);
      if (!verifier.checkSignature(xml)) continue;
    } catch {
      // An unknown algorithm, a missing part, a reference that does not resolve: not signed by this key.
      continue;
    }
    const references = verifier.getReferences();
    const signed = verifier.getSignedReferences();
    const whole =
      references.length === 1 &&
      references[0].uri === '' &&
      references[0].transforms.every((transform) => ALLOWED_TRANSFORMS.has(transform));
    if (!whole || signed.length !== 1) throw new AadhaarCheckError('signature-invalid');
    return signed[0];
  }
  throw new AadhaarCheckError('signature-invalid');
}

function child(parent: Element, name: string): Element | null {
  return (
    Array.from(parent.childNodes).find((node): node is Element => node.nodeType === 1 && node.nodeName === name) ?? null
  );
}

function readFields(root: Element | null): AadhaarIdentity {
  if (!root || root.localName !== ROOT) throw new AadhaarCheckError('ekyc-xml-invalid');
  const data = child(root, 'UidData');
  const poi = data && child(data, 'Poi');
  if (!poi) throw new AadhaarCheckError('ekyc-xml-invalid');
  const name = (poi.getAttribute('name') ?? '').trim();
  const dateOfBirth = readDateOfBirth(poi.getAttribute('dob') ?? '');
  const gender = readGender(poi.getAttribute('gender') ?? '');
  if (!name || !dateOfBirth || !gender) throw new AadhaarCheckError('ekyc-xml-invalid');
  const { lastFour, issuedAt } = readReferenceId(root.getAttribute('referenceId') ?? '');
  const photoText = (child(data, 'Pht')?.textContent ?? '').replace(/\s+/g, '');
  const photo = Buffer.from(photoText, 'base64');
  return {
    method: 'offline-ekyc',
    name,
    dateOfBirth,
    gender,
    referenceLastFour: lastFour,
    issuedAt,
    photo: photo.length > 0 ? { format: 'jpeg', bytes: Uint8Array.from(photo) } : null,
  };
}
