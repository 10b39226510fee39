import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
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
type Glyph = fontkit.Glyph;
let parsedFonts: Map<string, ParsedFont> | undefined;

/**
 * Parsed once per process: pdfkit accepts a fontkit font in place of a file and only subsets it per
 * document, and parsing again per document costs far more than the page itself (fontkit reads the
 * shaping tables on a font's first layout: 250–800 ms for the four faces on this machine).
 */
function loadFonts(): Map<string, ParsedFont> {
  if (!parsedFonts) {
    const require = createRequire(import.meta.url);
    parsedFonts = new Map(
      Object.entries(fontFiles).map(([name, file]) => [
        name,
        withOwnCharacters(
          // A WOFF file holds one font, never a collection.
          fontkit.create(
            sfntOfWoff(readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`))),
          ) as fontkit.Font,
        ),
      ]),
    );
  }
  return parsedFonts;
}

/**
 * The font as a plain TrueType file: fontkit inflates a WOFF table every time it reads it, and subsetting
 * reads the glyph table once per glyph (two thirds of a document's time went there). WOFF 1.0 is the
 * font's tables, each zlib-compressed when that made it smaller, behind a header of 44 bytes and a
 * directory of 20 bytes per table; the TrueType file is the same tables, uncompressed, 4-byte aligned,
 * behind a 12-byte header and a 16-byte record per table.
 */
function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const aligned = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * tableCount;
  const sfnt = Buffer.alloc(
    headerLength + tables.reduce((sum, table) => sum + aligned(table.data.length), 0),
  );
  const power = 2 ** Math.floor(Math.log2(tableCount));
  woff.copy(sfnt, 0, 4, 8);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(tableCount * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(sfnt, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += aligned(table.data.length);
  });
  return sfnt;
}

const maxCachedRuns = 20_000;

function copyOfRun(run: fontkit.GlyphRun): fontkit.GlyphRun {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun, run);
  copy.glyphs = [...run.glyphs];
  copy.positions = run.positions.map((position) =>
    Object.assign(Object.create(Object.getPrototypeOf(position) as object) as typeof position, position),
  );
  return copy;
}

/**
 * The glyph as this occurrence uses it: its own characters over the shared glyph (outline and metrics
 * are read through the prototype, from the glyph fontkit caches for the process).
 */
function occurrenceOf(glyph: Glyph, codePoints: number[]): Glyph {
  // Metrics are computed and cached on the shared glyph, not once per occurrence.
  void glyph.advanceWidth;
  return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
}

/** fontkit's OpenType shaping engine, whose glyph infos carry each output glyph's characters. */
interface ShapingEngine {
  glyphInfos: Array<{ codePoints: number[] }> | null;
  substitute(run: fontkit.GlyphRun): void;
}

/**
 * What a PDF reader copies or searches is what the ToUnicode map gives for each glyph, and pdfkit takes
 * it from the glyph's `codePoints`. fontkit keeps one Glyph object per glyph id for the life of the
 * font, with the characters of its first use, and a glyph first met as a part of another (the font draws
 * «شر» as its «سر» ligature plus three dots; subsetting an earlier document loads that part with no
 * characters) would read back empty, or as other letters, in every later document. So each layout here
 * hands out glyphs carrying the characters of this very occurrence: the string's own characters going
 * in, and after shaping those fontkit's engine tracked through substitutions and ligatures (its glyph
 * infos; the engine is fontkit's internal object, the one place that knows them). A ligature (lam-alef,
 * the font's joined pairs) stands for all its characters; in a right-to-left run they are given
 * reversed, because the run is drawn in visual order and text extraction reverses the whole run, which
 * would otherwise swap the pair («الإجمالي» read as «اإلجمايل»).
 */
function withOwnCharacters(font: ParsedFont): ParsedFont {
  const engine = (font as unknown as { _layoutEngine: { engine?: ShapingEngine } })._layoutEngine.engine;
  if (engine) {
    const substitute = engine.substitute.bind(engine);
    engine.substitute = (run) => {
      substitute(run);
      const infos = engine.glyphInfos;
      if (infos && infos.length === run.glyphs.length) {
        run.glyphs = run.glyphs.map((glyph, index) => occurrenceOf(glyph, [...infos[index]!.codePoints]));
      }
    };
  }
  const shape: ParsedFont['layout'] = (text, ...rest) => {
    let input: string | Glyph[] = text;
    if (typeof text === 'string') {
      const codePoints = [...text].map((character) => character.codePointAt(0)!);
      const glyphs = font.glyphsForString(text);
      if (glyphs.length === codePoints.length) {
        input = glyphs.map((glyph, index) => occurrenceOf(glyph, [codePoints[index]!]));
      }
    }
    const run = font.layout(input as string, ...rest);
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1 ? occurrenceOf(glyph, [...glyph.codePoints].reverse()) : glyph,
      );
    }
    return run;
  };
  // Runs shaped once per process (pdfkit's own cache lasts one document). pdfkit scales a run's
  // positions in place, so each caller gets its own copy of them; the glyphs are never changed.
  const runs = new Map<string, fontkit.GlyphRun>();
  const layout: ParsedFont['layout'] = (text, ...rest) => {
    if (typeof text !== 'string' || rest.some((argument) => argument !== undefined))
      return shape(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= maxCachedRuns) runs.clear();
      run = shape(text);
      runs.set(text, run);
    }
    return copyOfRun(run);
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

/**
 * The width of a string at 1 pt, per face, kept across documents: a width depends only on the font
 * (shaping a word is most of the cost of laying a page out, and most words recur on every invoice).
 * Cleared when full, so names and descriptions do not accumulate in a long-running server.
 */
const widthsPerPoint = new Map<string, Map<string, number>>();
const maxCachedWidths = 20_000;

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
      widthOf: (text, face, size) => {
        if (text === '') return 0;
        let widths = widthsPerPoint.get(face);
        if (!widths) widthsPerPoint.set(face, (widths = new Map()));
        let width = widths.get(text);
        if (width === undefined) {
          if (widths.size >= maxCachedWidths) widths.clear();
          width = doc.font(face).fontSize(1).widthOfString(text);
          widths.set(text, width);
        }
        return width * size;
      },
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
