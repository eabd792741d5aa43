import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadUidaiCertificates } from './load-certificates';
import { createTestSigner, type TestSigner } from './testing';

let first: TestSigner;
let second: TestSigner;
let folder: string;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestSigner('First'), createTestSigner('Second')]);
  folder = mkdtempSync(path.join(tmpdir(), 'aadhaar-certificates-'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const subjects = (config: ReturnType<typeof loadUidaiCertificates>) =>
  config.status === 'configured' ? config.certificates.map((certificate) => certificate.subject) : config;

describe('loadUidaiCertificates', () => {
  it('says "not configured" when nothing is set', () => {
    expect(loadUidaiCertificates(undefined)).toEqual({ status: 'not-configured' });
    expect(loadUidaiCertificates('  ')).toEqual({ status: 'not-configured' });
  });

  it('reads one or several certificates from PEM text, with \\n typed for line breaks', () => {
    expect(subjects(loadUidaiCertificates(first.certificatePem))).toEqual(['CN=First']);
    const escaped = `${first.certificatePem}${second.certificatePem}`.replace(/\r?\n/g, '\\n');
    expect(subjects(loadUidaiCertificates(escaped))).toEqual(['CN=First', 'CN=Second']);
  });

  it('reads certificates from files, PEM or DER, separated by commas', () => {
    const pemFile = path.join(folder, 'uidai-2026.pem');
    const derFile = path.join(folder, 'uidai-2027.cer');
    writeFileSync(pemFile, first.certificatePem);
    writeFileSync(derFile, new X509Certificate(second.certificatePem).raw);
    expect(subjects(loadUidaiCertificates(`${pemFile}, ${derFile}`))).toEqual(['CN=First', 'CN=Second']);
  });

  it('names the problem when the value is not a certificate', () => {
    expect(loadUidaiCertificates('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toEqual({
      status: 'invalid',
      problem: "UIDAI_CERTIFICATES's text, certificate 1 is not an X.509 certificate",
    });
    expect(loadUidaiCertificates('-----BEGIN PUBLIC KEY-----')).toMatchObject({ status: 'invalid' });
    expect(loadUidaiCertificates(path.join(folder, 'missing.cer'))).toEqual({
      status: 'invalid',
      problem: `${path.join(folder, 'missing.cer')} cannot be read (ENOENT)`,
    });
    const notCertificate = path.join(folder, 'notes.txt');
    writeFileSync(notCertificate, 'hello');
    expect(loadUidaiCertificates(notCertificate)).toEqual({
      status: 'invalid',
      problem: `${notCertificate} is not an X.509 certificate`,
    });
  });
});
