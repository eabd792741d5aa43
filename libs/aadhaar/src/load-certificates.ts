import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { UidaiCertificates } from './certificates';

/** The variable a deployment sets: UIDAI's certificate(s) as PEM text, or paths to their files. */
export const UIDAI_CERTIFICATES_VARIABLE = 'UIDAI_CERTIFICATES';

/**
 * - configured: verification can run.
 * - not-configured: nothing set; the API shows ID verification as unavailable (never as passed).
 * - invalid: something set that is not a certificate; the API refuses to start, naming the problem.
 */
export type UidaiCertificateConfig =
  | { readonly status: 'configured'; readonly certificates: UidaiCertificates }
  | { readonly status: 'not-configured' }
  | { readonly status: 'invalid'; readonly problem: string };

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Reads the certificates from the variable's value: PEM text holding one or more certificates (a `\n` typed in an
 * .env file counts as a line break), or paths separated by commas or new lines, each file PEM (one or more) or DER
 * (the `.cer` UIDAI publishes may be either). Several certificates are allowed because UIDAI rotates its signing key,
 * and documents made before and after a rotation are both in members' hands for a while.
 */
export function loadUidaiCertificates(
  value: string | undefined = process.env[UIDAI_CERTIFICATES_VARIABLE],
  readFile: (path: string) => Buffer = (path) => readFileSync(path),
): UidaiCertificateConfig {
  const text = (value ?? '').trim();
  if (!text) return { status: 'not-configured' };
  try {
    const certificates = text.includes('-----BEGIN')
      ? fromPem(text.replace(/\\n/g, '\n'), `${UIDAI_CERTIFICATES_VARIABLE}'s text`)
      : text
          .split(/[,\n]/)
          .map((path) => path.trim())
          .filter(Boolean)
          .flatMap((path) => fromFile(path, readFile));
    return { status: 'configured', certificates };
  } catch (error) {
    return { status: 'invalid', problem: error instanceof Error ? error.message : String(error) };
  }
}

function fromPem(text: string, where: string): X509Certificate[] {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) throw new Error(`${where} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  return blocks.map((block, index) => parse(block, `${where}, certificate ${index + 1}`));
}

function fromFile(path: string, readFile: (path: string) => Buffer): X509Certificate[] {
  let bytes: Buffer;
  try {
    bytes = readFile(path);
  } catch (error) {
    throw new Error(`${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const asText = bytes.toString('latin1');
  return asText.includes('-----BEGIN') ? fromPem(asText, path) : [parse(bytes, path)];
}

function parse(certificate: string | Buffer, where: string): X509Certificate {
  try {
    return new X509Certificate(certificate);
  } catch {
    throw new Error(`${where} is not an X.509 certificate`);
  }
}
