import { execFileSync } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  certificateTemplateFor,
  createCertificateAuthority,
  issueCertificate,
  readCertificate,
} from './certificates.js';
import { toPem } from './der.js';
import { sampleSigningUnit } from './sample-documents.js';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'einv-certificates-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const openssl = (...args: string[]) =>
  execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('buildCsr', () => {
  it("writes ZATCA's subject, SAN directory name and template name, signed with the unit's key (openssl)", () => {
    const { csr } = sampleSigningUnit();
    const file = path.join(folder, 'unit.csr');
    writeFileSync(file, Buffer.from(csr, 'base64'));
    const text = openssl('req', '-in', file, '-verify', '-noout', '-text', '-nameopt', 'utf8');
    expect(text).toMatch(
      /Subject: C ?= ?SA, OU ?= ?الفرع الرئيسي, O ?= ?شركة البناء المتقدم للتجارة, CN ?= ?TST-886431145-399999999900003/,
    );
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    expect(text).toContain('1.3.6.1.4.1.311.20.2');
    expect(text).toContain('TSTZATCA-Code-Signing');
    expect(text).toMatch(/DirName:\/?SN ?= ?1-Tawrid\|2-1\.0\|3-0f9c5ad2/);
    for (const field of ['UID', 'title', 'registeredAddress', 'businessCategory'])
      expect(text).toContain(field);
    expect(text).toContain('399999999900003');
    expect(text).toContain('1100');
  });

  it('names the template of each environment', () => {
    expect(certificateTemplateFor('production')).toBe('ZATCA-Code-Signing');
    expect(certificateTemplateFor('simulation')).toBe('PREZATCA-Code-Signing');
    expect(certificateTemplateFor('sandbox')).toBe('TSTZATCA-Code-Signing');
  });

  it('refuses to be signed over by the CA when the request was changed', () => {
    const { csr, ca } = sampleSigningUnit();
    const der = Buffer.from(
      Buffer.from(csr, 'base64')
        .toString('utf8')
        .replace(/-----[A-Z ]+-----|\s/g, ''),
      'base64',
    );
    der[40] = der[40]! ^ 0x01; // a byte of the subject
    const tampered = Buffer.from(toPem('CERTIFICATE REQUEST', der)).toString('base64');
    expect(() => issueCertificate(ca, tampered, 30)).toThrow();
  });
});

describe('issueCertificate', () => {
  it('issues an X.509 v3 certificate for the request, signed by the CA (openssl verifies the chain)', () => {
    const { certificate, ca } = sampleSigningUnit();
    const pemOf = (base64: string) => toPem('CERTIFICATE', Buffer.from(base64, 'base64'));
    writeFileSync(path.join(folder, 'ca.pem'), pemOf(ca.certificate));
    writeFileSync(path.join(folder, 'unit.pem'), pemOf(certificate));
    expect(
      openssl('verify', '-CAfile', path.join(folder, 'ca.pem'), path.join(folder, 'unit.pem')).trim(),
    ).toMatch(/OK$/);
    const text = openssl('x509', '-in', path.join(folder, 'unit.pem'), '-noout', '-text');
    expect(text).toContain('Version: 3 (0x2)');
    expect(text).toContain('TSTZATCA-Code-Signing');
  });

  it('is read back: serial, issuer, validity, public key and the CA signature', () => {
    const { certificate, ca, privateKeyPem } = sampleSigningUnit();
    const facts = readCertificate(certificate);
    const x509 = new X509Certificate(Buffer.from(certificate, 'base64'));
    expect(facts.serialNumber).toBe(BigInt(`0x${x509.serialNumber}`).toString());
    expect(facts.issuer).toBe('CN=Tawrid Sandbox Fatoora CA, O=Tawrid, C=SA');
    expect(facts.notAfter.getTime() - facts.notBefore.getTime()).toBe(365 * 86_400_000);
    expect(x509.verify(new X509Certificate(Buffer.from(ca.certificate, 'base64')).publicKey)).toBe(true);
    expect(x509.checkPrivateKey(createPrivateKey(privateKeyPem))).toBe(true);
    expect(facts.publicKeyDer.subarray(0, 2)).toEqual(Buffer.from([0x30, 0x56])); // SPKI of a 256-bit EC key
    expect(facts.signature[0]).toBe(0x30); // DER ECDSA-Sig-Value
  });

  it('comes from a CA that is a self-signed authority', () => {
    const ca = createCertificateAuthority();
    const x509 = new X509Certificate(Buffer.from(ca.certificate, 'base64'));
    expect(x509.ca).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);
  });
});
