import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderEInvoicePdf, type EInvoicePdfView } from './render-e-invoice-pdf.js';

/*
 * The PDF is read back the way a PDF reader would: its streams inflated, its text decoded through the
 * fonts' ToUnicode maps. pdfkit draws each run's glyphs left to right, so an Arabic run decodes in visual
 * order; reversing it gives the logical word back, which proves the run was laid out right to left.
 */

const signedXml = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-000042</cbc:ID>
  <cac:AccountingSupplierParty><cac:Party><cac:PostalAddress><cbc:StreetName>طريق الملك فهد</cbc:StreetName><cbc:BuildingNumber>1234</cbc:BuildingNumber><cbc:CitySubdivisionName>العليا</cbc:CitySubdivisionName><cbc:CityName>الرياض</cbc:CityName><cbc:PostalZone>12211</cbc:PostalZone></cac:PostalAddress></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PostalAddress><cbc:StreetName>Prince Sultan St &amp; 5th</cbc:StreetName><cbc:BuildingNumber>8228</cbc:BuildingNumber><cbc:CitySubdivisionName>Al Rawdah</cbc:CitySubdivisionName><cbc:CityName>Jeddah</cbc:CityName><cbc:PostalZone>23435</cbc:PostalZone></cac:PostalAddress></cac:Party></cac:AccountingCustomerParty>
</Invoice>`;

const line = (description: string, details: string | null, quantity: number, unitPrice: number) => {
  const net = quantity * unitPrice;
  const vat = Math.round(net * 0.15);
  return { listingId: null, description, details, quantity, unitPrice, net, vat, total: net + vat };
};

function sampleView(overrides: Partial<EInvoicePdfView> = {}): EInvoicePdfView {
  const lines = [
    line('أسمنت بورتلاندي عادي 50 كغ (Type I)', 'مطابق للمواصفة SASO 1914، تسليم على دفعتين', 120, 2150),
    line(
      'حديد تسليح مقاوم للزلازل قطر 16 مم من مصنع الراجحي للحديد والصلب، أطوال 12 متر، مع شهادة مطابقة',
      null,
      35,
      289_900,
    ),
    line('Ready-mix concrete C35, pumped', null, 12, 31_500),
    line('رسوم التوصيل', null, 1, 45_000),
  ];
  const subtotal = lines.reduce((sum, item) => sum + item.net, 0);
  const vat = lines.reduce((sum, item) => sum + item.vat, 0);
  return {
    id: '6f1f7a4e-0c44-4a43-9d1a-0a6c6b4f8a10',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    counter: 42,
    previousHash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    number: 'INV-000042',
    kind: 'PRODUCT',
    // Issue 24's credit-note fields of an invoice (einv-credit-notes).
    documentType: 'INVOICE',
    originalInvoice: null,
    creditReason: null,
    creditNote: null,
    creditNotes: [],
    creditedAmount: 0,
    status: 'ACCEPTED',
    issuedAt: '2026-11-29T09:15:30.000Z',
    seller: {
      userId: '0d7b3c1e-5a0b-4f5f-9d9e-3c1f4b8a2e11',
      businessName: 'شركة البناء الحديث للمقاولات',
      registrationNumber: '1010123456',
      vatNumber: '310122393500003',
      city: 'الرياض',
    },
    buyer: {
      userId: '9b2a6c4d-1e3f-4a5b-8c7d-6e5f4a3b2c10',
      businessName: 'Red Sea Developments Co.',
      registrationNumber: '4030987654',
      vatNumber: '300000000000003',
      city: 'Jeddah',
    },
    lines,
    subtotal,
    vat,
    total: subtotal + vat,
    totalInWords: 'مائة وأربعة وعشرون ألفاً وتسعمائة وسبعة وستون ريالاً سعودياً وخمسون هللة',
    isTaxInvoice: true,
    qrCode: 'AQ3YtNix2YPYqSDYp9mE2KjZhtin2KEgAg8zMTAxMjIzOTM1MDAwMDM=',
    orderId: null,
    orderNumber: null,
    paymentTerms: 'FULL',
    upfrontAmount: null,
    paidAmount: 0,
    dueInstallment: null,
    deliveryDate: '2026-12-01',
    notes: '',
    terms: '',
    rejectionReason: null,
    acceptedAt: null,
    rejectedAt: null,
    issuedBy: null,
    payments: [],
    eInvoice: {
      id: '2e9d1c4b-7a6f-4e5d-9c8b-1a2b3c4d5e6f',
      invoiceId: '6f1f7a4e-0c44-4a43-9d1a-0a6c6b4f8a10',
      invoiceNumber: 'INV-000042',
      type: 'INVOICE',
      transaction: 'STANDARD',
      status: 'CLEARED',
      counter: 7,
      hash: 'yb8bRzMQ7LuHfCu+4sgaS4+d8qV7rEj5qNBcuE7dyMs=',
      qrCode:
        'AQ3YtNix2YPYqSDYp9mE2KjZhtin2KEgAg8zMTAxMjIzOTM1MDAwMDMDFDIwMjYtMTEtMjlUMTI6MTU6MzBaBAkxMjQ5NjcuNTAFCDE2Mjk5LjAw',
      messages: [],
      submittedAt: '2026-11-29T09:15:35.000Z',
      downloadable: true,
    },
    xml: signedXml,
    ...overrides,
  };
}

/** Every object of the file by number: its dictionary and, for a stream, its data inflated. */
function objectsOf(pdf: Buffer): Map<number, { dictionary: string; data: Buffer | null }> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; data: Buffer | null }>();
  const pattern = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n|endobj)/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const dictionary = match[2]!;
    let data: Buffer | null = null;
    if (match[3]!.startsWith('stream')) {
      const start = match.index + match[0].length;
      const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dictionary)?.[1]));
      data = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, data });
  }
  return objects;
}

const streamsOf = (pdf: Buffer) =>
  [...objectsOf(pdf).values()].flatMap(({ dictionary, data }) => (data ? [{ dictionary, data }] : []));

/** A ToUnicode CMap as pdfkit writes it: ranges of glyph ids, each with an array of UTF-16BE strings. */
function unicodeMapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');
  for (const [, from, , values] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    [...values!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, value], index) =>
      map.set(parseInt(from!, 16) + index, text(value!)),
    );
  }
  return map;
}

/**
 * The text of the PDF as lines: every BT…ET block (one pdfkit `text` call: one run) decoded with its
 * font's ToUnicode map, and the runs drawn one after the other on the same baseline joined, left to right.
 */
function textRunsOf(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, number] of pdf.toString('latin1').matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(Number(number))?.dictionary ?? '';
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
    const cmap = toUnicode && objects.get(Number(toUnicode))?.data;
    if (cmap) fonts.set(name!, unicodeMapOf(cmap.toString('latin1')));
  }
  const lines: string[] = [];
  for (const { data } of objects.values()) {
    const content = data?.toString('latin1') ?? '';
    if (!content.includes(' TJ')) continue;
    let font = new Map<number, string>();
    let run = '';
    let runY: string | null = null;
    let lineY: string | null = null;
    const pattern = /\/(F\d+) [\d.]+ Tf|\bBT\b|\bET\b|1 0 0 1 [-\d.]+ ([-\d.]+) Tm|\[([^\]]*)\] TJ/g;
    for (const [token, name, y, array] of content.matchAll(pattern)) {
      if (name) font = fonts.get(name) ?? new Map();
      else if (token === 'BT') [run, runY] = ['', null];
      else if (y !== undefined) runY ??= y;
      else if (token === 'ET') {
        if (runY !== null && runY === lineY) lines[lines.length - 1] += run;
        else lines.push(run);
        lineY = runY;
      } else {
        const ids = [...array!.matchAll(/<([0-9a-f]+)>/gi)].flatMap(([, hex]) => hex!.match(/.{4}/g) ?? []);
        run += ids.map((id) => font.get(parseInt(id, 16)) ?? '\ufffd').join('');
      }
    }
  }
  return lines;
}

const reversed = (text: string) => [...text].reverse().join('');
const hasText = (lines: string[], text: string) => lines.some((line) => line.includes(text));

describe('renderEInvoicePdf', () => {
  it('makes a PDF/A-3 with the signed XML as its associated file', async () => {
    const view = sampleView();
    const pdf = await renderEInvoicePdf(view, 'ar');

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const streams = streamsOf(pdf);
    const xmp = streams.map(({ data }) => data.toString('utf8')).find((data) => data.includes('x:xmpmeta'));
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/OutputIntents');
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw).not.toContain('/Encrypt');
    // Every font is embedded: no standard font without its file.
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw).toContain('/FontFile2');

    const embedded = streams.find(({ dictionary }) => dictionary.includes('/Type /EmbeddedFile'));
    expect(embedded?.dictionary).toContain('/Subtype /application#2Fxml');
    expect(embedded?.data.equals(Buffer.from(view.xml, 'utf8'))).toBe(true);
    expect(raw).toContain('/AFRelationship /Alternative');
    expect(raw).toContain('(INV-000042.xml)');
    expect(raw).toMatch(/\/AF \[\d+ 0 R\]/);
  });

  it('writes the Arabic document right to left with its number and amounts', async () => {
    const view = sampleView();
    const runs = textRunsOf(await renderEInvoicePdf(view, 'ar'));

    // The title's run decodes in visual order: reversed, it is the title as written.
    expect(runs).toContain(reversed('فاتورة ضريبية'));
    expect(hasText(runs, 'INV-000042')).toBe(true);
    expect(hasText(runs, view.uuid)).toBe(true);
    const total = (view.total / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
    // «1,234.50 ر.س»: the amount, then (to its left on the page) the currency in its Arabic run.
    // «124,516.25 ر.س» drawn left to right: «س», «.», «ر» (the Arabic run reversed), then the amount.
    expect(hasText(runs, `${reversed('ر.س')} ${total}`)).toBe(true);
    expect(runs.some((run) => reversed(run).includes('ريالاً سعودياً'))).toBe(true);
    expect(hasText(runs, reversed('معتمدة من الهيئة'))).toBe(true);
    // ASCII digits only: no Arabic-Indic digit is drawn.
    expect(runs.join('')).not.toMatch(/[٠-٩]/);
  });

  it('writes the English document with its title, totals and the total in Arabic words', async () => {
    const view = sampleView({
      eInvoice: { ...sampleView().eInvoice, transaction: 'SIMPLIFIED', status: 'REPORTED' },
    });
    const runs = textRunsOf(await renderEInvoicePdf(view, 'en'));

    expect(runs).toContain('Simplified Tax Invoice');
    expect(hasText(runs, 'Reported to ZATCA')).toBe(true);
    // Brackets in a left-to-right line are drawn as written, not mirrored.
    expect(hasText(runs, 'Invoice counter (ICV)')).toBe(true);
    expect(hasText(runs, 'Total (incl. VAT)')).toBe(true);
    const total = (view.total / 100).toFixed(2).replace(/\B(?=(\d{3})+\.)/g, ',');
    expect(hasText(runs, `SAR ${total}`)).toBe(true);
    expect(runs.some((run) => reversed(run).includes('ريالاً سعودياً'))).toBe(true);
  });

  it('names a credit note as one', async () => {
    const view = sampleView({ eInvoice: { ...sampleView().eInvoice, type: 'CREDIT_NOTE' } });
    expect(textRunsOf(await renderEInvoicePdf(view, 'ar'))).toContain(reversed('إشعار دائن'));
    expect(textRunsOf(await renderEInvoicePdf(view, 'en'))).toContain('Credit Note');
  });

  it('maps each glyph to the characters of its own document when several are rendered', async () => {
    // The font draws «شر» as the «سر» ligature with three dots added, and «ضر» as «صر» with one: the
    // first document («شركة», «ضريبية») embeds «سر» and «صر» as parts of those, without characters of
    // their own; a later document that writes «سر» or «صر» itself must still read back as those letters.
    await renderEInvoicePdf(sampleView(), 'ar');
    const words = 'العناصر السريعة تسري';
    const view = sampleView({ lines: [line(words, null, 1, 1000)] });
    const lines = textRunsOf(await renderEInvoicePdf(view, 'ar'));
    expect(lines.map(reversed)).toContain(words);
  });

  it('continues a long invoice on further pages', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      line(`صنف رقم ${index + 1} بوصف طويل يلتف على سطرين في جدول البنود`, null, index + 1, 1000),
    );
    const pdf = await renderEInvoicePdf(sampleView({ lines: many }), 'ar');
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    // The last row's number and its description, read back letter for letter.
    const lines = textRunsOf(pdf);
    expect(lines).toContain('45');
    expect(lines.some((text) => text.endsWith(` 45 ${reversed('صنف رقم')}`))).toBe(true);
  });

  // Poppler is not a dependency: where pdftotext exists, it also reads the Arabic in logical order.
  it.skipIf(!existsSync('/usr/bin/pdftotext'))('reads back in logical order with pdftotext', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'einv-pdf-'));
    const file = join(directory, 'ar.pdf');
    writeFileSync(file, await renderEInvoicePdf(sampleView(), 'ar'));
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
    // Poppler may see a gap inside a word where a glyph is positioned apart: compare without spaces.
    const letters = text.replace(/\s+/g, '');
    expect(letters).toContain('فاتورةضريبية');
    expect(letters).toContain('INV-000042');
    expect(letters).toContain('شركةالبناءالحديثللمقاولات');
  });
});

// For a person to look at: EINVOICE_PDF_OUT=/tmp npx vitest run … writes both languages there.
if (process.env.EINVOICE_PDF_OUT) {
  const out = process.env.EINVOICE_PDF_OUT;
  it('renders the samples to EINVOICE_PDF_OUT', async () => {
    for (const lng of ['ar', 'en'] as const) {
      const started = performance.now();
      const pdf = await renderEInvoicePdf(sampleView(), lng);
      console.log(`${lng}: ${(performance.now() - started).toFixed(0)} ms, ${pdf.length} bytes`);
      writeFileSync(join(out, `einv-pdf-${lng}.pdf`), pdf);
    }
  });
}
