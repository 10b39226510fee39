import { createPrivateKey, createPublicKey, randomBytes, sign, verify, X509Certificate } from 'node:crypto';

import { generateUnitKeys } from './unit-keys.js';
import {
  bitString,
  boolean,
  decode,
  explicit,
  fromPem,
  integer,
  octetString,
  oid,
  oidText,
  printable,
  sequence,
  set,
  tags,
  time,
  tlv,
  toPem,
  utf8,
  type DerNode,
} from './der.js';

/**
 * The unit's CSR as ZATCA's onboarding asks for it (E-Invoicing Detailed Technical Guidelines, "CSR
 * fields"), and the small certificate authority of the built-in sandbox Fatoora. Certificates travel as
 * Base64 DER (a PEM body); ZATCA's binarySecurityToken is that text Base64-encoded once more.
 */

const oids = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4', // SN: the EGS serial number 1-…|2-…|3-…
  title: '2.5.4.12', // the invoice types the unit issues (1100: standard and simplified)
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  userId: '0.9.2342.19200300.100.1.1', // UID: the VAT number
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
  /** Microsoft's certificate template name, which ZATCA reads to tell its environments apart. */
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
};

export type FatooraEnvironment = 'sandbox' | 'simulation' | 'production';

export interface CsrSubject {
  commonName: string;
  /** `1-Tawrid|2-1.0|3-<unit id>`: solution name, version, device serial. */
  serialNumber: string;
  vatNumber: string;
  branchName: string;
  organizationName: string;
  invoiceTypes: '1100' | '1000' | '0100';
  location: string;
  industry: string;
}

/** The template name ZATCA's CA expects per environment (production, simulation, developer portal). */
export function certificateTemplateFor(environment: FatooraEnvironment): string {
  if (environment === 'production') return 'ZATCA-Code-Signing';
  if (environment === 'simulation') return 'PREZATCA-Code-Signing';
  return 'TSTZATCA-Code-Signing';
}

const rdn = (type: string, value: Buffer) => set(sequence(oid(type), value));
const ecdsaWithSha256 = () => sequence(oid(oids.ecdsaWithSha256));
const extension = (id: string, value: Buffer, critical = false) =>
  sequence(oid(id), ...(critical ? [boolean(true)] : []), octetString(value));

function publicKeyDerOf(privateKeyPem: string): Buffer {
  return createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
}

function signed(body: Buffer, privateKeyPem: string): Buffer {
  return sequence(body, ecdsaWithSha256(), bitString(sign('sha256', body, privateKeyPem)));
}

/** Base64 of the PEM of a PKCS#10 request signed with the unit's key (what POST /compliance takes). */
export function buildCsr(
  privateKeyPem: string,
  subject: CsrSubject,
  environment: FatooraEnvironment,
): string {
  const name = sequence(
    rdn(oids.country, printable('SA')),
    rdn(oids.organizationalUnit, utf8(subject.branchName)),
    rdn(oids.organization, utf8(subject.organizationName)),
    rdn(oids.commonName, utf8(subject.commonName)),
  );
  const directoryName = sequence(
    rdn(oids.surname, utf8(subject.serialNumber)),
    rdn(oids.userId, utf8(subject.vatNumber)),
    rdn(oids.title, utf8(subject.invoiceTypes)),
    rdn(oids.registeredAddress, utf8(subject.location)),
    rdn(oids.businessCategory, utf8(subject.industry)),
  );
  const extensions = sequence(
    extension(oids.certificateTemplateName, printable(certificateTemplateFor(environment))),
    // GeneralNames with one directoryName ([4], explicit because Name is a CHOICE).
    extension(oids.subjectAltName, sequence(tlv(0xa4, directoryName))),
  );
  const requestInfo = sequence(
    integer(0n),
    name,
    publicKeyDerOf(privateKeyPem),
    explicit(0, sequence(oid(oids.extensionRequest), set(extensions))),
  );
  return Buffer.from(toPem('CERTIFICATE REQUEST', signed(requestInfo, privateKeyPem)), 'utf8').toString(
    'base64',
  );
}

export interface CertificateFacts {
  /** Decimal, as XAdES's X509SerialNumber writes it. */
  serialNumber: string;
  /** RFC 2253 order (most specific first), e.g. `CN=Tawrid Sandbox CA, O=Tawrid, C=SA`. */
  issuer: string;
  notBefore: Date;
  notAfter: Date;
  /** SubjectPublicKeyInfo DER: QR tag 8. */
  publicKeyDer: Buffer;
  /** The issuing CA's ECDSA signature (DER) of the certificate: QR tag 9. */
  signature: Buffer;
}

/** `certificate`: Base64 DER, or a PEM. */
export function readCertificate(certificate: string): CertificateFacts {
  const der = certificate.includes('-----BEGIN')
    ? fromPem(certificate)
    : Buffer.from(certificate.trim(), 'base64');
  const x509 = new X509Certificate(der);
  const [, , signatureBits] = decode(der).children;
  if (!signatureBits || signatureBits.tag !== tags.bitString) throw new Error('certificate: no signature');
  return {
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    issuer: x509.issuer.split('\n').reverse().join(', '),
    notBefore: new Date(x509.validFrom),
    notAfter: new Date(x509.validTo),
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    signature: signatureBits.content.subarray(1),
  };
}

export interface CertificateAuthority {
  keyPem: string;
  /** Base64 DER. */
  certificate: string;
}

const caName = () =>
  sequence(
    rdn(oids.country, printable('SA')),
    rdn(oids.organization, utf8('Tawrid')),
    rdn(oids.commonName, utf8('Tawrid Sandbox Fatoora CA')),
  );

const serial = () => BigInt(`0x${randomBytes(16).toString('hex')}`) >> 1n;

/** The sandbox Fatoora's own CA: a self-signed secp256k1 certificate valid ten years. */
export function createCertificateAuthority(): CertificateAuthority {
  const { privateKeyPem } = generateUnitKeys();
  const now = new Date();
  const tbs = sequence(
    explicit(0, integer(2n)),
    integer(serial()),
    ecdsaWithSha256(),
    caName(),
    sequence(time(now), time(new Date(now.getTime() + 3650 * 86_400_000))),
    caName(),
    publicKeyDerOf(privateKeyPem),
    explicit(
      3,
      sequence(
        extension(oids.basicConstraints, sequence(boolean(true)), true),
        extension(oids.keyUsage, bitString(Buffer.from([0x06])), true), // keyCertSign, cRLSign
      ),
    ),
  );
  return { keyPem: privateKeyPem, certificate: signed(tbs, privateKeyPem).toString('base64') };
}

function requestParts(csrBase64: string): { subject: Buffer; publicKey: Buffer; extensions: DerNode[] } {
  const pem = Buffer.from(csrBase64, 'base64').toString('utf8');
  const der = pem.includes('-----BEGIN') ? fromPem(pem) : Buffer.from(csrBase64, 'base64');
  const [info, , signatureBits] = decode(der).children;
  const [, subject, publicKey, attributes] = info?.children ?? [];
  if (!info || !subject || !publicKey || !signatureBits) throw new Error('CSR: not a PKCS#10 request');
  const key = createPublicKey({ key: publicKey.raw, format: 'der', type: 'spki' });
  if (!verify('sha256', info.raw, key, signatureBits.content.subarray(1)))
    throw new Error('CSR: the signature does not verify');
  const extensions: DerNode[] = [];
  for (const attribute of attributes?.children ?? []) {
    const [type, values] = attribute.children;
    if (type && values && oidText(type) === oids.extensionRequest)
      extensions.push(...(values.children[0]?.children ?? []));
  }
  return { subject: subject.raw, publicKey: publicKey.raw, extensions };
}

/** An X.509 v3 certificate for the CSR's key and subject, signed by the CA (secp256k1, ECDSA-SHA256). */
export function issueCertificate(ca: CertificateAuthority, csrBase64: string, days: number): string {
  const { subject, publicKey, extensions } = requestParts(csrBase64);
  const caCertificate = decode(Buffer.from(ca.certificate, 'base64'));
  const issuer = caCertificate.children[0]?.children[5];
  if (!issuer) throw new Error('CA certificate: no subject');
  const now = new Date();
  const tbs = sequence(
    explicit(0, integer(2n)),
    integer(serial()),
    ecdsaWithSha256(),
    issuer.raw,
    sequence(time(now), time(new Date(now.getTime() + days * 86_400_000))),
    subject,
    publicKey,
    explicit(
      3,
      sequence(
        ...extensions.map((node) => node.raw),
        extension(oids.keyUsage, bitString(Buffer.from([0x80])), true), // digitalSignature
      ),
    ),
  );
  return signed(tbs, ca.keyPem).toString('base64');
}
