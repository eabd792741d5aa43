import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

type Script = 'latin' | 'devanagari';

/**
 * Noto Sans Devanagari, as the front ends already ship it: fontsource splits it by script, so a line of Hindi with an
 * invoice number in it is written in runs, each in the file that has its letters. pdfkit shapes each run with fontkit
 * (conjuncts such as प्र, the reph of र्मा, the i-matra placed before its consonant) and embeds only the glyphs used.
 */
const fontFiles: Record<Script, Record<'regular' | 'bold', string>> = {
  latin: { regular: 'latin-400', bold: 'latin-700' },
  devanagari: { regular: 'devanagari-400', bold: 'devanagari-700' },
};

/**
 * Each font is read and parsed once a process: fontkit's first Devanagari layout builds its shaping tables, which took
 * most of a second per document when every document parsed its own copy. Documents share the parsed font and embed
 * their own subset of it.
 */
const parsedFonts = new Map<string, fontkit.Font>();
function fontFile(script: Script, weight: 'regular' | 'bold'): fontkit.Font {
  const name = `noto-sans-devanagari-${fontFiles[script][weight]}-normal.woff`;
  let font = parsedFonts.get(name);
  if (!font) {
    font = fontkit.create(
      readFileSync(require.resolve(`@fontsource/noto-sans-devanagari/files/${name}`)),
    ) as fontkit.Font;
    parsedFonts.set(name, font);
  }
  return font;
}

/** Devanagari letters, the joiners that steer its conjuncts, and ₹, which fontsource keeps in the Devanagari file. */
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([low, high]) => code >= low && code <= high);
};

/** A text cut where its script changes; spaces stay in the run they follow, so words are shaped whole. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script = isDevanagari(char) ? 'devanagari' : 'latin';
    if (last && (last.script === script || char === ' ')) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

export interface TextStyle {
  size?: number;
  isBold?: boolean;
  color?: string;
}

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** One line at (x, y), aligned within width; nothing wraps (labels, amounts, table cells). */
  line: (
    text: string,
    at: { x: number; y: number; width: number; align?: 'left' | 'right' },
    style?: TextStyle,
  ) => void;
  /** Text that wraps within width, from x at the writer's current height, which then moves below it. */
  paragraph: (text: string, at: { x: number; width: number }, style?: TextStyle) => void;
  /** The height one line of the style takes. */
  lineHeight: (style?: TextStyle) => number;
  finish: () => Promise<Buffer>;
}

const fontName = (script: Script, isBold?: boolean) => `${script}-${isBold ? 'bold' : 'regular'}`;

/** An A4 document that writes English and Hindi alike. */
export function createPdf(meta: { title: string; language: string }): PdfWriter {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: meta.language,
    info: { Title: meta.title },
    displayTitle: true,
  });
  for (const script of ['latin', 'devanagari'] as const)
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit 0.20 embeds a parsed fontkit font as it is (PDFFontFactory.open); its types list only files and bytes.
      const font = fontFile(script, weight) as unknown as PDFKit.Mixins.PDFFontSource;
      doc.registerFont(fontName(script, weight === 'bold'), font);
    }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const useStyle = (script: Script, style: TextStyle) =>
    doc
      .font(fontName(script, style.isBold))
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? '#222222');

  const widthOf = (text: string, style: TextStyle) =>
    scriptRuns(text).reduce((sum, run) => sum + useStyle(run.script, style).widthOfString(run.text), 0);

  return {
    doc,
    line(text, { x, y, width, align = 'left' }, style = {}) {
      let left = align === 'right' ? x + width - widthOf(text, style) : x;
      for (const run of scriptRuns(text)) {
        useStyle(run.script, style).text(run.text, left, y, { lineBreak: false });
        left += doc.widthOfString(run.text);
      }
    },
    paragraph(text, { x, width }, style = {}) {
      const runs = scriptRuns(text);
      const startY = doc.y;
      runs.forEach((run, index) => {
        const options = { width, continued: index < runs.length - 1 };
        if (index === 0) useStyle(run.script, style).text(run.text, x, startY, options);
        else useStyle(run.script, style).text(run.text, options);
      });
    },
    lineHeight: (style = {}) => useStyle('latin', style).currentLineHeight(true),
    finish() {
      doc.end();
      return ended;
    },
  };
}
