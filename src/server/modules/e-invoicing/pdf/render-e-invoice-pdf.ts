import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { EInvoice } from '../../../../contract/e-invoicing/e-invoicing.schemas.js';
import type { Invoice } from '../../../../contract/invoices/invoices.schemas.js';
import type { Language } from '../../../../contract/i18n/languages.js';
import { normalizeDigits } from '../../../../contract/text/digits.js';
import {
  measureText,
  visualLine,
  wrapText,
  type BaseDirection,
  type FacePair,
  type TextMeasurer,
} from './bidi-text.js';
import {
  documentTitle,
  formatPdfDateTime,
  formatPdfMoney,
  formatPdfNumber,
  label,
  pageLabel,
  statusLabel,
} from './e-invoice-pdf-texts.js';

/*
 * Issue 24: the e-invoice as a person reads it — a PDF/A-3 (level B: fonts embedded, XMP with
 * pdfaid:part 3, the sRGB output intent, no encryption) in Arabic (right to left) or English, with the
 * signed UBL XML embedded as its associated file (AFRelationship /Alternative: the XML is the legal
 * document, the page its rendering), as ZATCA accepts for sharing a standard invoice with the buyer.
 * Fonts: IBM Plex Sans Arabic (SIL OFL 1.1, embedding allowed), the web app's font, from its
 * @fontsource package; its Arabic and Latin subsets are separate files, so text is drawn in runs
 * (bidi-text.ts).
 */

/** What the download route hands over: the invoice, its e-invoice record and the signed XML. */
export type EInvoicePdfView = Invoice & { eInvoice: EInvoice; xml: string };

type Weight = 'regular' | 'bold';

const faces: Record<Weight, FacePair> = {
  regular: { arabic: 'arabic-regular', latin: 'latin-regular' },
  bold: { arabic: 'arabic-bold', latin: 'latin-bold' },
};

const fontFiles: Record<string, string> = {
  'arabic-regular': 'ibm-plex-sans-arabic-arabic-400-normal.woff',
  'latin-regular': 'ibm-plex-sans-arabic-latin-400-normal.woff',
  'arabic-bold': 'ibm-plex-sans-arabic-arabic-700-normal.woff',
  'latin-bold': 'ibm-plex-sans-arabic-latin-700-normal.woff',
};

type ParsedFont = fontkit.Font;
let parsedFonts: Map<string, ParsedFont> | undefined;

/**
 * Parsed once per process (about 100 ms each): pdfkit accepts a fontkit font in place of a file and
 * only subsets it per document, so every PDF after the first pays for layout, not for parsing.
 */
function loadFonts(): Map<string, ParsedFont> {
  if (!parsedFonts) {
    const require = createRequire(import.meta.url);
    parsedFonts = new Map(
      Object.entries(fontFiles).map(([name, file]) => [
        name,
        withRightToLeftLigatures(
          // A WOFF file holds one font, never a collection.
          fontkit.create(
            readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`)),
          ) as fontkit.Font,
        ),
      ]),
    );
  }
  return parsedFonts;
}

/**
 * A ligature (lam-alef, the font's joined pairs) stands for several characters; pdfkit writes them into
 * the ToUnicode map in logical order, but an Arabic run is drawn in visual order and text extraction
 * (copy, search, pdftotext) reverses the whole run, which would swap the pair («الإجمالي» read as
 * «اإلجمايل»). In a right-to-left run the ligature's characters are therefore given reversed.
 */
function withRightToLeftLigatures(font: ParsedFont): ParsedFont {
  const layout: ParsedFont['layout'] = (...args) => {
    const run = font.layout(...args);
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as typeof glyph)
          : glyph,
      );
    }
    return run;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// A4 in points, and the page's frame.
const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 36;
const contentWidth = pageWidth - 2 * margin;
const footerTop = pageHeight - 52;

const ink = '#1a1a1a';
const muted = '#5c5f66';
const rule = '#c9ccd1';
const band = '#eef1f4';

interface TextStyle {
  weight?: Weight;
  size?: number;
  color?: string;
  /** `start`/`end` follow the document's direction: `start` is the right edge in Arabic. */
  align?: 'start' | 'end' | 'center';
  /** The paragraph direction: the document's for composed text, `auto` for what people typed. */
  direction?: BaseDirection;
}

/** Draws text on the current page in the document's direction; positions are logical (from the start edge). */
class Painter {
  readonly isRightToLeft: boolean;
  private readonly measurer: TextMeasurer;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly language: Language,
  ) {
    this.isRightToLeft = language === 'ar';
    this.measurer = {
      widthOf: (text, face, size) => (text === '' ? 0 : doc.font(face).fontSize(size).widthOfString(text)),
    };
  }

  /** The page x of a box that starts `offset` points from the content's start edge. */
  xOf(offset: number, width: number): number {
    return this.isRightToLeft ? pageWidth - margin - offset - width : margin + offset;
  }

  lineHeight(size: number): number {
    return size * 1.55;
  }

  /** Wraps `text` into `width`, draws it from `top` and answers the height used. */
  block(text: string, offset: number, width: number, top: number, style: TextStyle = {}): number {
    const lines = this.lines(text, width, style);
    lines.forEach((line, index) =>
      this.line(line, offset, width, top + index * this.lineHeight(style.size ?? 9), style),
    );
    return lines.length * this.lineHeight(style.size ?? 9);
  }

  /** How tall `text` is once wrapped into `width`. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    return this.lines(text, width, style).length * this.lineHeight(style.size ?? 9);
  }

  private lines(text: string, width: number, style: TextStyle): string[] {
    return wrapText(
      normalizeDigits(text),
      faces[style.weight ?? 'regular'],
      style.size ?? 9,
      width,
      this.measurer,
    );
  }

  /** Draws one logical line (no wrapping). */
  line(text: string, offset: number, width: number, top: number, style: TextStyle = {}): void {
    const size = style.size ?? 9;
    const direction = style.direction ?? (this.isRightToLeft ? 'rtl' : 'ltr');
    const laid = visualLine(
      normalizeDigits(text),
      faces[style.weight ?? 'regular'],
      size,
      direction,
      this.measurer,
    );
    const boxX = this.xOf(offset, width);
    const align = style.align ?? 'start';
    const startsLeft = (align === 'start') !== this.isRightToLeft;
    let x =
      align === 'center' ? boxX + (width - laid.width) / 2 : startsLeft ? boxX : boxX + width - laid.width;
    this.doc.fillColor(style.color ?? ink);
    for (const run of laid.runs) {
      this.doc.font(run.face).fontSize(size).text(run.text, x, top, { lineBreak: false });
      x += run.width;
    }
  }

  width(text: string, style: TextStyle = {}): number {
    return measureText(
      normalizeDigits(text),
      faces[style.weight ?? 'regular'],
      style.size ?? 9,
      this.measurer,
    );
  }

  /** A filled rectangle given logically. */
  fill(offset: number, width: number, top: number, height: number, color: string): void {
    this.doc.rect(this.xOf(offset, width), top, width, height).fill(color);
  }

  /** A horizontal rule across the content. */
  rule(top: number, color = rule): void {
    this.doc
      .moveTo(margin, top)
      .lineTo(pageWidth - margin, top)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }
}

/** The party's postal address as the signed XML states it (street, building, district, city, postal code). */
function addressFromXml(
  xml: string,
  party: 'AccountingSupplierParty' | 'AccountingCustomerParty',
  language: Language,
): string | null {
  const block = new RegExp(`<cac:${party}>([\\s\\S]*?)</cac:${party}>`).exec(xml)?.[1];
  const postal = block && /<cac:PostalAddress>([\s\S]*?)<\/cac:PostalAddress>/.exec(block)?.[1];
  if (!postal) return null;
  const field = (name: string) =>
    unescapeXml(new RegExp(`<cbc:${name}>([^<]*)</cbc:${name}>`).exec(postal)?.[1]?.trim() ?? '');
  const street = [field('BuildingNumber'), field('StreetName')].filter(Boolean).join(' ');
  const parts = [street, field('CitySubdivisionName'), field('CityName'), field('PostalZone')].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(language === 'ar' ? '، ' : ', ') : null;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The phase-2 QR code as vector squares (sharp at any zoom; one rectangle per run of dark modules). */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000');
}

/** The lines table's columns, from the start edge: widths in points, the description takes the rest. */
const fixedColumns = { index: 20, quantity: 38, unitPrice: 72, net: 76, vat: 68, total: 80 } as const;
const descriptionWidth = contentWidth - Object.values(fixedColumns).reduce((sum, width) => sum + width, 0);
const cellPadding = 4;

interface Column {
  key: 'index' | 'description' | 'quantity' | 'unitPrice' | 'net' | 'vat' | 'total';
  offset: number;
  width: number;
  align: 'start' | 'end' | 'center';
}

function tableColumns(): Column[] {
  const order: Array<[Column['key'], number, Column['align']]> = [
    ['index', fixedColumns.index, 'center'],
    ['description', descriptionWidth, 'start'],
    ['quantity', fixedColumns.quantity, 'center'],
    ['unitPrice', fixedColumns.unitPrice, 'end'],
    ['net', fixedColumns.net, 'end'],
    ['vat', fixedColumns.vat, 'end'],
    ['total', fixedColumns.total, 'end'],
  ];
  let offset = 0;
  return order.map(([key, width, align]) => {
    const column = { key, offset, width, align };
    offset += width;
    return column;
  });
}

/** Renders the e-invoice PDF/A-3 in Arabic or English. */
export async function renderEInvoicePdf(view: EInvoicePdfView, lng: 'ar' | 'en'): Promise<Buffer> {
  const fonts = loadFonts();
  const { eInvoice } = view;
  const title = documentTitle(eInvoice.type, eInvoice.transaction, lng);
  const issuedAt = new Date(view.issuedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    lang: lng === 'ar' ? 'ar-SA' : 'en-GB',
    displayTitle: true,
    // No default face: pdfkit's is Helvetica, which is not embedded (PDF/A wants every font embedded).
    font: null as unknown as string,
    info: {
      Title: `${title} ${view.number}`,
      Author: view.seller.businessName,
      Subject: view.uuid,
      Creator: 'Tawrid',
      Producer: 'Tawrid',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const [name, font] of fonts) {
    // pdfkit takes a parsed fontkit font where its types only list files and buffers.
    doc.registerFont(name, font as unknown as Buffer);
  }
  const painter = new Painter(doc, lng);
  doc.addPage({ size: 'A4', margin: 0 });

  // Header: the title and the document's identity at the start, the QR code at the end.
  const qrSize = 112;
  let y = margin;
  painter.line(title, 0, contentWidth - qrSize - 16, y, { weight: 'bold', size: 20 });
  y += 36;
  const metaWidth = contentWidth - qrSize - 16;
  const labelWidth = 118;
  const metaRows: Array<[string, string, BaseDirection?]> = [
    [label('number', lng), view.number, 'ltr'],
    [label('issuedAt', lng), formatPdfDateTime(issuedAt, lng)],
    [label('uuid', lng), view.uuid, 'ltr'],
    ...(eInvoice.counter !== null
      ? [[label('counter', lng), formatPdfNumber(eInvoice.counter), 'ltr'] as [string, string, BaseDirection]]
      : []),
    [label('status', lng), statusLabel(eInvoice.status, lng)],
  ];
  for (const [name, value, direction] of metaRows) {
    painter.line(name, 0, labelWidth, y, { size: 9, color: muted });
    const height = painter.block(value, labelWidth, metaWidth - labelWidth, y, {
      size: 9,
      weight: 'bold',
      direction,
    });
    y += Math.max(height, painter.lineHeight(9));
  }
  const qrCode = eInvoice.qrCode;
  if (qrCode) {
    drawQrCode(doc, qrCode, painter.xOf(contentWidth - qrSize, qrSize), margin, qrSize);
    painter.line(label('qrCode', lng), contentWidth - qrSize, qrSize, margin + qrSize + 2, {
      size: 7,
      color: muted,
      align: 'center',
    });
  }
  y = Math.max(y, margin + qrSize + 16) + 8;

  // Seller and buyer, side by side (the seller at the start).
  const gap = 12;
  const partyWidth = (contentWidth - gap) / 2;
  const partyTop = y;
  let partyBottom = y;
  (
    [
      ['seller', view.seller, addressFromXml(view.xml, 'AccountingSupplierParty', lng), 0],
      ['buyer', view.buyer, addressFromXml(view.xml, 'AccountingCustomerParty', lng), partyWidth + gap],
    ] as const
  ).forEach(([role, party, address, offset]) => {
    const inner = partyWidth - 2 * 8;
    const rows: Array<[string, string, BaseDirection]> = [
      [label('vatNumber', lng), party.vatNumber ?? '', 'ltr'],
      [label('registrationNumber', lng), party.registrationNumber, 'ltr'],
      [label('address', lng), address ?? party.city, 'auto'],
    ];
    const partyLabelWidth = 74;
    const heights = rows
      .filter(([, value]) => value !== '')
      .map(([, value, direction]) =>
        Math.max(
          painter.heightOf(value, inner - partyLabelWidth, { size: 8.5, direction }),
          painter.lineHeight(8.5),
        ),
      );
    const nameHeight = painter.heightOf(party.businessName, inner, { size: 10.5, weight: 'bold' });
    const boxHeight = 8 + 18 + nameHeight + heights.reduce((sum, height) => sum + height, 0) + 8;
    painter.fill(offset, partyWidth, partyTop, boxHeight, band);
    let rowTop = partyTop + 8;
    painter.line(label(role, lng), offset + 8, inner, rowTop, { size: 9, color: muted, weight: 'bold' });
    rowTop += 18;
    rowTop += painter.block(party.businessName, offset + 8, inner, rowTop, {
      size: 10.5,
      weight: 'bold',
      direction: 'auto',
    });
    for (const [name, value, direction] of rows) {
      if (value === '') continue;
      painter.line(name, offset + 8, partyLabelWidth, rowTop, { size: 8.5, color: muted });
      rowTop += Math.max(
        painter.block(value, offset + 8 + partyLabelWidth, inner - partyLabelWidth, rowTop, {
          size: 8.5,
          direction,
        }),
        painter.lineHeight(8.5),
      );
    }
    partyBottom = Math.max(partyBottom, partyTop + boxHeight);
  });
  y = partyBottom + 16;

  // The lines: a header row (repeated on each new page), then one row per line, wrapping long names.
  const columns = tableColumns();
  const headers: Record<Column['key'], string> = {
    index: label('lineNumber', lng),
    description: label('description', lng),
    quantity: label('quantity', lng),
    unitPrice: label('unitPrice', lng),
    net: label('net', lng),
    vat: label('vat', lng),
    total: label('total', lng),
  };
  const drawHeader = () => {
    const height = 20;
    painter.fill(0, contentWidth, y, height, '#263238');
    for (const column of columns) {
      painter.line(headers[column.key], column.offset + cellPadding, column.width - 2 * cellPadding, y + 5, {
        size: 8,
        weight: 'bold',
        color: '#ffffff',
        align: column.align,
      });
    }
    y += height;
  };
  const newPage = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    y = margin;
  };
  drawHeader();
  const amount = (halalas: number) => formatPdfMoney(halalas, lng);
  view.lines.forEach((line, index) => {
    const descriptionStyle: TextStyle = { size: 8.5, weight: 'bold', direction: 'auto' };
    const detailsStyle: TextStyle = { size: 7.5, color: muted, direction: 'auto' };
    const textWidth = descriptionWidth - 2 * cellPadding;
    const details = line.details?.trim() ?? '';
    const rowHeight =
      painter.heightOf(line.description, textWidth, descriptionStyle) +
      (details ? painter.heightOf(details, textWidth, detailsStyle) : 0) +
      2 * cellPadding;
    if (y + rowHeight > footerTop - 8) {
      newPage();
      drawHeader();
    }
    if (index % 2 === 1) painter.fill(0, contentWidth, y, rowHeight, '#f7f8fa');
    const cells: Record<Exclude<Column['key'], 'description'>, string> = {
      index: String(index + 1),
      quantity: formatPdfNumber(line.quantity),
      unitPrice: amount(line.unitPrice),
      net: amount(line.net),
      vat: amount(line.vat),
      total: amount(line.total),
    };
    for (const column of columns) {
      const inner = column.width - 2 * cellPadding;
      const top = y + cellPadding;
      if (column.key === 'description') {
        const used = painter.block(
          line.description,
          column.offset + cellPadding,
          inner,
          top,
          descriptionStyle,
        );
        if (details) painter.block(details, column.offset + cellPadding, inner, top + used, detailsStyle);
      } else {
        painter.block(cells[column.key], column.offset + cellPadding, inner, top, {
          size: 8,
          align: column.align,
        });
      }
    }
    y += rowHeight;
    painter.rule(y);
  });

  // Totals at the end edge, then the total in words (always shown, as on the invoice itself).
  const totalsWidth = 250;
  const totalsOffset = contentWidth - totalsWidth;
  const totalRows: Array<[string, string, boolean]> = [
    [label('subtotal', lng), amount(view.subtotal), false],
    [label('vatTotal', lng), amount(view.vat), false],
    [label('grandTotal', lng), amount(view.total), true],
  ];
  const inWordsStyle: TextStyle = { size: 9, direction: 'rtl' };
  const wordsHeight = painter.heightOf(view.totalInWords, contentWidth - 16, inWordsStyle);
  if (y + 12 + totalRows.length * 20 + 30 + wordsHeight > footerTop - 8) newPage();
  y += 12;
  for (const [name, value, isGrand] of totalRows) {
    if (isGrand) painter.fill(totalsOffset, totalsWidth, y - 3, 22, band);
    const style: TextStyle = { size: isGrand ? 10.5 : 9, weight: isGrand ? 'bold' : 'regular' };
    painter.line(name, totalsOffset + 8, totalsWidth - 16, y + (isGrand ? 1 : 0), style);
    painter.line(value, totalsOffset + 8, totalsWidth - 16, y + (isGrand ? 1 : 0), {
      ...style,
      align: 'end',
    });
    y += 20;
  }
  y += 8;
  painter.line(label('inWords', lng), 0, contentWidth, y, { size: 8.5, color: muted, weight: 'bold' });
  y += 15;
  // Arabic words whatever the language: in English they still read right to left, aligned to the start.
  painter.block(view.totalInWords, 0, contentWidth, y, inWordsStyle);

  // The footer of every page: what the document is, and the page count.
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    painter.rule(footerTop + 6);
    painter.line(label('footer', lng), 0, contentWidth - 80, footerTop + 14, { size: 7.5, color: muted });
    painter.line(pageLabel(page - range.start + 1, range.count, lng), contentWidth - 80, 80, footerTop + 14, {
      size: 7.5,
      color: muted,
      align: 'end',
    });
  }

  // The signed XML itself, as the PDF/A-3 associated file of the document.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' } = {
    name: `${view.number}.xml`,
    type: 'application/xml',
    description: label('attachment', lng),
    creationDate: issuedAt,
    modifiedDate: issuedAt,
    relationship: 'Alternative',
  };
  doc.file(Buffer.from(view.xml, 'utf8'), attachment);
  doc.end();
  return finished;
}
