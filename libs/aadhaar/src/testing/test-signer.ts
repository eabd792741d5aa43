import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

/** A stand-in for UIDAI's signing key and certificate, made per test run: nothing real is downloaded or kept. */
export interface TestSigner {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  readonly certificate: X509Certificate;
}

export async function createTestSigner(commonName = 'Test signer standing in for UIDAI'): Promise<TestSigner> {
  const pems = await generate([{ name: 'commonName', value: commonName }], { keySize: 2048, algorithm: 'sha256' });
  return { privateKeyPem: pems.private, certificatePem: pems.cert, certificate: new X509Certificate(pems.cert) };
}
