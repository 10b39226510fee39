/*
 * TEMPORARY (issue 24, while the document and fatoora branches are being written): stand-ins with the
 * signatures of issue24-shared.md, so the module's tests run before those branches are merged. Replaced
 * by re-exports of the real functions once main has them; nothing here is a real signature.
 */
import { createCipheriv, createDecipheriv, createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FatooraMessage } from '../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { FatooraProvider } from '../../providers/fatoora/fatoora-provider.js';
import type { EInvoiceInput } from './document/e-invoice-input.js';

export const firstPreviousHash =
  'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

export function buildInvoiceXml(input: EInvoiceInput): string {
  return `<Invoice><ID>${input.number}</ID><UUID>${input.uuid}</UUID><ICV>${input.counter}</ICV><PIH>${input.previousHash}</PIH><Type>${input.type}/${input.transaction}</Type><Total>${input.total}</Total></Invoice>`;
}

export function stampInvoice(
  unsignedXml: string,
  _unit: { privateKeyPem: string; certificate: string },
  signingTime: Date,
): { xml: string; hash: string; qrCode: string } {
  const hash = createHash('sha256').update(unsignedXml).digest('base64');
  return {
    xml: unsignedXml.replace('</Invoice>', `<Signed at="${signingTime.toISOString()}"/></Invoice>`),
    hash,
    qrCode: Buffer.from(`qr:${hash}`).toString('base64'),
  };
}

export function generateUnitKeys(): { privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  return { privateKeyPem: privateKey.export({ type: 'sec1', format: 'pem' }).toString() };
}

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function openSecret(sealed: string, key: Buffer): string {
  const raw = Buffer.from(sealed.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export function buildCsr(
  privateKeyPem: string,
  subject: { commonName: string } & Record<string, string>,
  environment: string,
): string {
  return Buffer.from(`CSR ${subject.commonName} ${environment} ${privateKeyPem.length}`).toString('base64');
}

export function readCertificate(_certificate: string) {
  return {
    serialNumber: '1',
    issuer: 'CN=Stand-in',
    notBefore: new Date(),
    notAfter: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    publicKeyDer: Buffer.alloc(0),
    signature: Buffer.alloc(0),
  };
}

const otpRejected: FatooraMessage = {
  type: 'ERROR',
  code: 'Invalid-OTP',
  category: 'OTP',
  message: 'The provided OTP is invalid',
};

/** The stand-in sandbox: OTP 123456 only; clears (the signed XML back) and reports everything. */
export function createStandInFatoora(): FatooraProvider {
  const credentials = (csr: string) => ({
    binarySecurityToken: Buffer.from(Buffer.from(csr).toString('base64')).toString('base64'),
    secret: randomBytes(8).toString('hex'),
    requestId: String(Date.now()),
  });
  return {
    name: 'sandbox',
    environment: 'sandbox',
    requestComplianceCsid: async (csr, otp) =>
      otp === '123456'
        ? { outcome: 'ISSUED', credentials: credentials(csr) }
        : { outcome: 'REJECTED', messages: [otpRejected] },
    checkCompliance: async () => ({ outcome: 'REPORTED', messages: [] }),
    requestProductionCsid: async (compliance) => ({
      outcome: 'ISSUED',
      credentials: credentials(compliance.binarySecurityToken),
    }),
    renewProductionCsid: async (_production, csr, otp) =>
      otp === '123456'
        ? { outcome: 'ISSUED', credentials: credentials(csr) }
        : { outcome: 'REJECTED', messages: [otpRejected] },
    clear: async (_credentials, submission) => ({
      outcome: 'CLEARED',
      clearedInvoice: submission.invoice,
      messages: [],
    }),
    report: async () => ({ outcome: 'REPORTED', messages: [] }),
  };
}

