// What a proof of transfer must not carry (spec §4 rebooking flow 5; docs/security.md "Proofs of
// transfer"): the sales team opens every proof in their PDF reader, so a proof is refused when it
// could act on its own there, or when it is also a web page (a polyglot: a browser shown the same
// bytes as HTML would run its scripts). Pure: bytes in, a verdict out. The API passes an inflater
// (node's zlib) so that dictionaries packed in compressed object streams are read too; the
// browser's early check passes none and reads what is not compressed.
//
// In a PDF, refused (by name, `#xx` escapes decoded as a reader does):
// - JavaScript: `/JavaScript`, `/JS`;
// - actions run without a click: `/OpenAction` (unless it is a destination array, `[page /Fit]`,
//   which only sets the first view), `/AA` (additional actions of a page, field or document);
// - `/Launch`, `/GoToE`, `/GoToR`, `/SubmitForm`, `/ImportData` (open or send other files);
// - embedded files and rich media: `/EmbeddedFile`, `/EmbeddedFiles`, `/FileAttachment`,
//   `/EF` (a file specification's embedded file, wherever it hangs), `/RichMedia`; XFA forms
//   (`/XFA`).
// Stream data (page drawings, images) is not read for names: compressed bytes would match by
// chance. Object streams (`/Type /ObjStm`) hold dictionaries, so with an inflater they are read;
// one that cannot be inflated is refused (it cannot be checked).
// In any proof, refused: an HTML element anywhere in the bytes (`<script`, `<html`, `<svg`,
// `<iframe`…).

/** Inflates a FlateDecode stream's data; null when it cannot (damaged, too large). */
export type Inflater = (data: Uint8Array) => Uint8Array | null;

const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'GoToE',
  'GoToR',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'EF',
  'RichMedia',
  'XFA',
]);

const HTML_ELEMENTS = [
  '!doctype',
  'html',
  'head',
  'body',
  'script',
  'iframe',
  'frame',
  'frameset',
  'svg',
  'math',
  'object',
  'embed',
  'meta',
  'style',
  'link',
  'base',
  'img',
  'video',
  'audio',
  'form',
  'input',
  'template',
].map((element) => [...element].map((character) => character.charCodeAt(0)));

const isSpace = (byte: number) =>
  byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;
/** ( ) < > [ ] { } / % */
const isDelimiter = (byte: number) =>
  byte === 0x28 ||
  byte === 0x29 ||
  byte === 0x3c ||
  byte === 0x3e ||
  byte === 0x5b ||
  byte === 0x5d ||
  byte === 0x7b ||
  byte === 0x7d ||
  byte === 0x2f ||
  byte === 0x25;
const hexValue = (byte: number) =>
  byte >= 0x30 && byte <= 0x39
    ? byte - 0x30
    : byte >= 0x41 && byte <= 0x46
      ? byte - 0x37
      : byte >= 0x61 && byte <= 0x66
        ? byte - 0x57
        : -1;

/** The name starting after the `/` at `at`, `#xx` decoded, and where it ends. */
function nameAt(bytes: Uint8Array, at: number): { name: string; end: number } {
  let name = '';
  let index = at + 1;
  while (index < bytes.length && name.length < 128) {
    const byte = bytes[index]!;
    if (isSpace(byte) || isDelimiter(byte)) break;
    const high = byte === 0x23 ? hexValue(bytes[index + 1] ?? -1) : -1;
    const low = high >= 0 ? hexValue(bytes[index + 2] ?? -1) : -1;
    if (high >= 0 && low >= 0) {
      name += String.fromCharCode(high * 16 + low);
      index += 3;
    } else {
      name += String.fromCharCode(byte);
      index += 1;
    }
  }
  return { name, end: index };
}

function nextNonSpace(bytes: Uint8Array, from: number): number {
  let index = from;
  while (index < bytes.length && isSpace(bytes[index]!)) index += 1;
  return bytes[index] ?? -1;
}

/** The active names among the names of `bytes` from `start` to `end`, and every name seen. */
function namesIn(bytes: Uint8Array, start: number, end: number) {
  const names = new Set<string>();
  let active = false;
  for (let index = start; index < end; index += 1) {
    if (bytes[index] !== 0x2f) continue;
    const { name, end: after } = nameAt(bytes, index);
    names.add(name);
    // `/OpenAction [3 0 R /Fit]` only names the first view: not an action.
    if (ACTIVE_NAMES.has(name) && !(name === 'OpenAction' && nextNonSpace(bytes, after) === 0x5b)) {
      active = true;
    }
    index = after - 1;
  }
  return { names, active };
}

const matchesAt = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((character, offset) => bytes[at + offset] === character.charCodeAt(0));

/** Where `text` next appears in `bytes` from `from`, or -1. */
function indexOf(bytes: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (
    let index = bytes.indexOf(first, from);
    index >= 0;
    index = bytes.indexOf(first, index + 1)
  ) {
    if (matchesAt(bytes, index, text)) return index;
  }
  return -1;
}

/** The data of the stream whose `stream` keyword is at `keyword`, and where scanning resumes. */
function streamAt(bytes: Uint8Array, keyword: number): { data: Uint8Array; resume: number } | null {
  let start = keyword + 'stream'.length;
  if (bytes[start] === 13) start += 1;
  if (bytes[start] === 10) start += 1;
  const end = indexOf(bytes, 'endstream', start);
  if (end < 0) return null;
  let dataEnd = end;
  if (bytes[dataEnd - 1] === 10) dataEnd -= 1;
  if (bytes[dataEnd - 1] === 13) dataEnd -= 1;
  return {
    data: bytes.subarray(start, Math.max(start, dataEnd)),
    resume: end + 'endstream'.length,
  };
}

/** A `stream` keyword at `index`: after a dictionary's `>>`, before an end of line. */
function isStreamKeyword(bytes: Uint8Array, index: number): boolean {
  if (!matchesAt(bytes, index, 'stream')) return false;
  const after = bytes[index + 6];
  if (after !== 10 && after !== 13) return false;
  let before = index - 1;
  while (before >= 0 && isSpace(bytes[before]!)) before -= 1;
  return bytes[before] === 0x3e;
}

/** Whether a PDF carries active content (the list above); `inflate` reads object streams. */
export function pdfHasActiveContent(bytes: Uint8Array, inflate?: Inflater): boolean {
  let segmentStart = 0;
  let depth = 0; // inside a literal string ( … ), where `stream` is no keyword
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (depth > 0) {
      if (byte === 0x5c) index += 1;
      else if (byte === 0x28) depth += 1;
      else if (byte === 0x29) depth -= 1;
      continue;
    }
    if (byte === 0x28) depth = 1;
    else if (byte === 0x25) {
      while (index < bytes.length && bytes[index] !== 10 && bytes[index] !== 13) index += 1;
    } else if (byte === 0x73 && isStreamKeyword(bytes, index)) {
      const dictionary = namesIn(bytes, segmentStart, index);
      if (dictionary.active) return true;
      const stream = streamAt(bytes, index);
      if (!stream) return true; // a stream without its end cannot be checked
      if (inflate && dictionary.names.has('ObjStm')) {
        const inflated = dictionary.names.has('FlateDecode') ? inflate(stream.data) : null;
        if (!inflated || namesIn(inflated, 0, inflated.length).active) return true;
      }
      index = stream.resume - 1;
      segmentStart = stream.resume;
    }
  }
  return namesIn(bytes, segmentStart, bytes.length).active;
}

/** Whether the bytes hold an HTML element (a polyglot: also a web page). */
export function hasHtmlElement(bytes: Uint8Array): boolean {
  for (let index = bytes.indexOf(0x3c); index >= 0; index = bytes.indexOf(0x3c, index + 1)) {
    for (const element of HTML_ELEMENTS) {
      const end = index + 1 + element.length;
      const follows = bytes[end];
      if (follows === undefined || !(isSpace(follows) || follows === 0x3e || follows === 0x2f)) {
        continue;
      }
      // ASCII letters compared case-insensitively (bit 0x20).
      if (element.every((code, offset) => (bytes[index + 1 + offset]! | 0x20) === (code | 0x20))) {
        return true;
      }
    }
  }
  return false;
}
