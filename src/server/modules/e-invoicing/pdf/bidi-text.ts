import bidiModule from 'bidi-js';

/*
 * Lines of mixed Arabic and Latin text laid out the way a reader expects, for pdfkit, which draws glyphs
 * left to right and knows nothing of bidi. fontkit (under pdfkit) shapes Arabic (joined letters, and the
 * glyphs of an Arabic-script string come back in visual order); what is left to do here:
 * - the Unicode bidi algorithm (UAX #9, bidi-js) orders a line's runs: «فاتورة INV-000042 بتاريخ 2026» keeps
 *   the number and the date left to right inside the right-to-left sentence;
 * - each run gets the font that has its glyphs: the Arabic and the Latin faces are separate files (the
 *   web app's IBM Plex Sans Arabic subsets), so a line is drawn as runs, each in one face;
 * - lines are wrapped by measured width, in logical order, before they are reordered (UAX #9 §3.4).
 */

// bidi-js is CommonJS whose module.exports is the factory; its types declare it as an ES default export.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** The faces of one weight: Arabic script in one, everything else (digits, Latin, punctuation) in the other. */
export interface FacePair {
  arabic: string;
  latin: string;
}

/** What the layout needs from pdfkit: a face and a size, and the width of a string in them. */
export interface TextMeasurer {
  widthOf(text: string, face: string, size: number): number;
}

/** A run ready to draw: its text in the order pdfkit should be given it, its face and width. */
export interface PlacedRun {
  text: string;
  face: string;
  width: number;
}

/** One line: its runs from left to right and its width. */
export interface VisualLine {
  runs: PlacedRun[];
  width: number;
}

export type BaseDirection = 'ltr' | 'rtl' | 'auto';

// Arabic, Arabic Supplement, Arabic Extended-A/B, presentation forms A and B.
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
// Bidi controls steer the algorithm but have no glyph (and the fonts have none for them).
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** UAX #9 rule L4: in a right-to-left run a bracket shows its mirror image (bidi-js left these unmirrored). */
const mirrors: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** Which face each character is drawn in: spaces follow the character before them, so words stay whole. */
function facesOf(text: string, faces: FacePair): string[] {
  const result: string[] = [];
  let previous = faces.latin;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    const face = arabicScript.test(character)
      ? faces.arabic
      : character === ' ' && previous === faces.arabic
        ? faces.arabic
        : faces.latin;
    result.push(face);
    previous = face;
  }
  return result;
}

/** The width of logical text: the sum of its single-face runs. */
export function measureText(text: string, faces: FacePair, size: number, measurer: TextMeasurer): number {
  const charFaces = facesOf(text, faces);
  let width = 0;
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index === text.length || charFaces[index] !== charFaces[start]) {
      width += measurer.widthOf(text.slice(start, index).replace(bidiControls, ''), charFaces[start]!, size);
      start = index;
    }
  }
  return width;
}

/**
 * Splits logical text into lines no wider than `maxWidth`, at spaces, or inside a word too long for a line.
 * Each word is measured once and a line's width kept as a running sum (a space takes the face of the
 * character before it, as in `facesOf`); shaping never joins across a space, so the sum is the line's width.
 */
export function wrapText(
  text: string,
  faces: FacePair,
  size: number,
  maxWidth: number,
  measurer: TextMeasurer,
): string[] {
  const spaceAfter = (word: string) =>
    measurer.widthOf(' ', arabicScript.test(word.slice(-1)) ? faces.arabic : faces.latin, size);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.split(/ +/).filter((word) => word !== '');
    let line = '';
    let lineWidth = 0;
    let lastWord = '';
    for (const word of words) {
      const wordWidth = measureText(word, faces, size, measurer);
      const candidateWidth = line === '' ? wordWidth : lineWidth + spaceAfter(lastWord) + wordWidth;
      lastWord = word;
      if (candidateWidth <= maxWidth) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      lineWidth = wordWidth;
      // A word wider than the line (a long code, a UUID): cut it where it stops fitting.
      while (lineWidth > maxWidth && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measureText(line.slice(0, cut), faces, size, measurer) > maxWidth) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
        lineWidth = measureText(line, faces, size, measurer);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * One line of logical text in visual order: runs of one bidi level and one face, left to right. A
 * right-to-left run is handed to pdfkit in logical order when it holds Arabic letters (fontkit reverses
 * Arabic itself, after shaping) and reversed, with brackets mirrored, when it holds none (a «(» or a «.»
 * between Arabic words).
 */
export function visualLine(
  text: string,
  faces: FacePair,
  size: number,
  direction: BaseDirection,
  measurer: TextMeasurer,
): VisualLine {
  if (text === '') return { runs: [], width: 0 };
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const levels = embedding.levels;
  const order = bidi.getReorderedIndices(text, embedding, 0, text.length - 1);
  const charFaces = facesOf(text, faces);

  const runs: PlacedRun[] = [];
  let runStart = 0;
  for (let position = 1; position <= order.length; position++) {
    const first = order[runStart]!;
    const previous = order[position - 1]!;
    const current = order[position];
    const isRightToLeft = levels[first]! % 2 === 1;
    const continues =
      current !== undefined &&
      levels[current] === levels[first] &&
      charFaces[current] === charFaces[first] &&
      current === previous + (isRightToLeft ? -1 : 1);
    if (continues) continue;

    const indices = order.slice(runStart, position);
    const logical = [...indices].sort((a, b) => a - b);
    let runText: string;
    if (isRightToLeft && logical.some((index) => arabicScript.test(text[index]!))) {
      runText = logical.map((index) => text[index]).join('');
    } else {
      // Mirrored only when drawn right to left: «(ICV)» stays as it is in a left-to-right run.
      runText = indices
        .map((index) => (isRightToLeft ? (mirrors[text[index]!] ?? text[index]) : text[index]))
        .join('');
    }
    runText = runText.replace(bidiControls, '');
    const face = charFaces[first]!;
    // pdfkit lays a string out word by word and puts the words back in logical order, so an Arabic run of
    // several words is given to it one word at a time, right to left (each word still shaped whole).
    const pieces = isRightToLeft ? runText.split(/( +)/).reverse() : [runText];
    for (const piece of pieces) {
      if (piece !== '') runs.push({ text: piece, face, width: measurer.widthOf(piece, face, size) });
    }
    runStart = position;
  }
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}
