import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdfkit writes it, for tests: its objects' streams inflated, each font's ToUnicode map read, and
 * the glyph codes of every Tj/TJ turned back into letters, in the order they are drawn, joined without separators.
 * Devanagari comes out in glyph order (an i-matra before its consonant), as any PDF reader's copy does.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dictionary: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [, id, body] = match;
    const streamAt = body.indexOf('stream');
    const dictionary = streamAt >= 0 ? body.slice(0, streamAt) : body;
    let stream: string | null = null;
    if (streamAt >= 0) {
      const start = streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
      const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
      stream = (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
    }
    objects.set(id, { dictionary, stream });
  }

  const unicodeOf = new Map<string, Map<number, string>>();
  for (const [id, { dictionary }] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(dictionary)?.[1];
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : undefined;
    if (cmap) unicodeOf.set(id, readCmap(cmap));
  }
  const fontByName = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dictionary)?.[1];
    for (const [, name, id] of fonts?.matchAll(/\/(\S+?)\s+(\d+) 0 R/g) ?? []) {
      const map = unicodeOf.get(id);
      if (map) fontByName.set(name, map);
    }
  }

  let text = '';
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    let font: Map<number, string> | undefined;
    for (const [, name, strings] of stream.matchAll(/\/(\S+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (name) font = fontByName.get(name);
      else
        for (const [, hex] of strings.matchAll(/<([0-9a-fA-F]*)>/g))
          for (let at = 0; at + 4 <= hex.length; at += 4) text += font?.get(parseInt(hex.slice(at, at + 4), 16)) ?? '';
    }
  }
  return text;
}

/** A ToUnicode CMap's bfchar and bfrange entries (pdfkit writes ranges of arrays) as glyph code to text. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit spaces the UTF-16 units of a glyph that stands for several letters (<092a 094d 0930> for प्र).
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code, 16), utf16(value));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, , target] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const first = parseInt(from, 16);
      if (target.startsWith('['))
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach(([, value], index) => map.set(first + index, utf16(value)));
      else map.set(first, utf16(target.slice(1, -1)));
    }
  return map;
}
