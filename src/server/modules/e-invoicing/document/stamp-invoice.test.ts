import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eInvoiceTransactions, eInvoiceTypes } from '../../../../contract/e-invoicing/e-invoicing.schemas.js';
import { buildInvoiceXml } from './build-invoice-xml.js';
import { sampleEInvoiceInput, sampleSigningUnit } from './sample-documents.js';
import { decodeTlv, firstPreviousHash, invoiceHashOf, stampInvoice } from './stamp-invoice.js';
import { validateEInvoice } from './validate-e-invoice.js';
import { at, childElements, parseXml, textOf } from './xml-tree.js';

const signingTime = new Date('2026-11-29T09:31:00Z');
let unit: ReturnType<typeof sampleSigningUnit>;
let folder: string;

beforeAll(() => {
  unit = sampleSigningUnit();
  folder = mkdtempSync(path.join(os.tmpdir(), 'einv-document-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Python's ElementTree canonicaliser (C14N 2.0) as the second implementation. It differs from C14N 1.1
 * only in where namespace declarations go (where used, not where declared), so both sides are compared
 * without declarations; attribute order, escaping, text and empty elements are what is checked.
 */
function independentCanonicalForm(xml: string): string {
  return execFileSync(
    'python3',
    ['-c', 'import sys, xml.etree.ElementTree as ET; sys.stdout.write(ET.canonicalize(sys.stdin.read()))'],
    {
      input: xml,
      encoding: 'utf8',
    },
  );
}
const withoutDeclarations = (canonical: string) => canonical.replace(/ xmlns(:[a-z]+)?="[^"]*"/g, '');

describe('firstPreviousHash', () => {
  it("is ZATCA's start value: Base64 of the hex SHA-256 of 0", () => {
    expect(firstPreviousHash).toBe(
      Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64'),
    );
  });
});

describe('buildInvoiceXml', () => {
  it('writes the type code, the subtype, the notes’ billing reference and amounts in riyals with two decimals', () => {
    const invoice = parseXml(buildInvoiceXml(sampleEInvoiceInput('CREDIT_NOTE', 'SIMPLIFIED')));
    expect(textOf(at(invoice, 'cbc:InvoiceTypeCode'))).toBe('381');
    expect(at(invoice, 'cbc:InvoiceTypeCode')?.attributes).toEqual([{ name: 'name', value: '0200000' }]);
    expect(textOf(at(invoice, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID'))).toBe(
      'INV-000041',
    );
    expect(textOf(at(invoice, 'cac:PaymentMeans', 'cbc:InstructionNote'))).toBe(
      'Order cancelled by the buyer',
    );
    expect(textOf(at(invoice, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount'))).toBe('931.49');
    expect(textOf(at(invoice, 'cbc:IssueTime'))).toBe('12:30:15'); // Riyadh, UTC+3
    expect(childElements(invoice, 'cac:TaxTotal')).toHaveLength(2);
  });

  it('escapes text that XML would read as markup', () => {
    const xml = buildInvoiceXml(sampleEInvoiceInput('INVOICE', 'STANDARD'));
    expect(xml).toContain('Rebar 12 mm &lt;B500&gt; &amp; ties');
    expect(textOf(at(parseXml(xml), 'cac:InvoiceLine'))).toBeDefined();
  });
});

describe('stampInvoice', () => {
  for (const type of eInvoiceTypes) {
    for (const transaction of eInvoiceTransactions) {
      it(`signs a ${transaction.toLowerCase()} ${type.toLowerCase().replace('_', ' ')} that validates and keeps its hash`, () => {
        const unsigned = buildInvoiceXml(sampleEInvoiceInput(type, transaction));
        const { xml, hash, qrCode } = stampInvoice(unsigned, unit, signingTime);

        expect(validateEInvoice(xml)).toEqual([]);
        expect(hash).toBe(invoiceHashOf(unsigned));
        expect(invoiceHashOf(xml)).toBe(hash);
        const tags = decodeTlv(qrCode);
        expect([...tags.keys()]).toEqual(
          transaction === 'SIMPLIFIED' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 8],
        );
        expect(tags.get(1)?.toString('utf8')).toBe('شركة البناء المتقدم للتجارة');
        expect(tags.get(4)?.toString('utf8')).toBe('931.49');
        expect(tags.get(6)?.toString('utf8')).toBe(hash);
      });
    }
  }

  it('gives the same hash for the same document and another for another counter', () => {
    const input = sampleEInvoiceInput('INVOICE', 'STANDARD');
    expect(invoiceHashOf(buildInvoiceXml(input))).toBe(invoiceHashOf(buildInvoiceXml(input)));
    expect(invoiceHashOf(buildInvoiceXml({ ...input, counter: 43 }))).not.toBe(
      invoiceHashOf(buildInvoiceXml(input)),
    );
  });

  it('hashes the canonical form a second C14N implementation gives', () => {
    const unsigned = buildInvoiceXml(sampleEInvoiceInput('DEBIT_NOTE', 'STANDARD'));
    const theirs = withoutDeclarations(independentCanonicalForm(unsigned));
    expect(theirs.startsWith('<Invoice><cbc:ProfileID>')).toBe(true);
    // C14N 1.1 (inclusive) writes every declaration where it is made: the root's four, sorted by prefix.
    const rootDeclarations =
      ' xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"' +
      ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
      ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"' +
      ' xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"';
    // The signature's transforms leave cac:Signature out (the QR and UBLExtensions are not there yet).
    const canonical = theirs
      .replace('<Invoice>', `<Invoice${rootDeclarations}>`)
      .replace(/<cac:Signature>.*?<\/cac:Signature>/, '');
    expect(invoiceHashOf(unsigned)).toBe(createHash('sha256').update(canonical, 'utf8').digest('base64'));
  });

  it('writes a signature openssl verifies with the public key of the certificate', () => {
    const { xml, hash } = stampInvoice(
      buildInvoiceXml(sampleEInvoiceInput('INVOICE', 'SIMPLIFIED')),
      unit,
      signingTime,
    );
    const signatureValue = /<ds:SignatureValue>([^<]+)<\/ds:SignatureValue>/.exec(xml)?.[1] ?? '';
    const certificate = /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)?.[1] ?? '';
    const pem = `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
    writeFileSync(path.join(folder, 'certificate.pem'), pem);
    writeFileSync(path.join(folder, 'hash.bin'), Buffer.from(hash, 'base64'));
    writeFileSync(path.join(folder, 'signature.der'), Buffer.from(signatureValue, 'base64'));
    const publicKey = execFileSync(
      'openssl',
      ['x509', '-in', path.join(folder, 'certificate.pem'), '-pubkey', '-noout'],
      { encoding: 'utf8' },
    );
    writeFileSync(path.join(folder, 'public.pem'), publicKey);
    const verified = execFileSync(
      'openssl',
      [
        'dgst',
        '-sha256',
        '-verify',
        path.join(folder, 'public.pem'),
        '-signature',
        path.join(folder, 'signature.der'),
        path.join(folder, 'hash.bin'),
      ],
      { encoding: 'utf8' },
    );
    expect(verified.trim()).toBe('Verified OK');
  });
});
