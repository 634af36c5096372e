// A file's type from its first bytes (magic numbers), never from its name alone: a page renamed `.png` stays a page.
import { mediaKindOf, type MediaKind } from './limits';

/** How many of a file's first bytes `sniffMediaType` looks at (enough to name an Office file's parts). */
export const SNIFF_BYTES = 64 * 1024;

/** What the bytes are: a MIME type WhatsApp takes, its kind, and for WebP whether it is animated. */
export interface SniffedType {
  mimeType: string;
  kind: MediaKind;
  /** An animated WebP (a sticker's limit is then 500 KB instead of 100 KB). */
  animated?: boolean;
}

function at(head: Uint8Array, offset: number, text: string): boolean {
  if (head.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i += 1) if (head[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

function startsWith(head: Uint8Array, bytes: readonly number[]): boolean {
  return head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
}

/** Where `text` first occurs in the bytes (as ASCII, or as UTF-16LE with `wide`), or -1. */
function indexOf(head: Uint8Array, text: string, wide = false): number {
  const step = wide ? 2 : 1;
  const length = text.length * step;
  outer: for (let i = 0; i + length <= head.length; i += 1) {
    for (let j = 0; j < text.length; j += 1) {
      if (head[i + j * step] !== text.charCodeAt(j) || (wide && head[i + j * step + 1] !== 0)) continue outer;
    }
    return i;
  }
  return -1;
}

function extension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const OOXML = 'application/vnd.openxmlformats-officedocument.';
const DOCX = `${OOXML}wordprocessingml.document`;
const XLSX = `${OOXML}spreadsheetml.sheet`;
const PPTX = `${OOXML}presentationml.presentation`;
const DOC = 'application/msword';
const XLS = 'application/vnd.ms-excel';
const PPT = 'application/vnd.ms-powerpoint';

/**
 * The earliest of the markers found in the bytes names the type; when none is within the bytes read (a large file),
 * the file's extension chooses among these types only.
 */
function firstMarker(
  head: Uint8Array,
  markers: ReadonlyArray<readonly [string, string]>,
  byExtension: Readonly<Record<string, string>>,
  fileName: string,
  wide = false,
): string | null {
  let best: { at: number; type: string } | null = null;
  for (const [marker, type] of markers) {
    const i = indexOf(head, marker, wide);
    if (i >= 0 && (!best || i < best.at)) best = { at: i, type };
  }
  return best?.type ?? byExtension[extension(fileName)] ?? null;
}

/** A zip holding an Office Open XML document (`[Content_Types].xml` and a word/, xl/ or ppt/ part). */
function officeOpenXml(head: Uint8Array, fileName: string): string | null {
  const markers = [
    ['word/', DOCX],
    ['xl/', XLSX],
    ['ppt/', PPTX],
  ] as const;
  // A plain zip (or a jar, an epub) is not a document WhatsApp takes: it has neither Office's content types nor parts.
  if (indexOf(head, '[Content_Types].xml') < 0 && !markers.some(([m]) => indexOf(head, m) >= 0)) return null;
  return firstMarker(head, markers, { docx: DOCX, xlsx: XLSX, pptx: PPTX }, fileName);
}

/** An OLE compound file (DOC, XLS, PPT): named by its main stream, else by its extension. */
function oleDocument(head: Uint8Array, fileName: string): string | null {
  const markers = [
    ['WordDocument', DOC],
    ['Workbook', XLS],
    ['Book', XLS],
    ['PowerPoint Document', PPT],
  ] as const;
  return firstMarker(head, markers, { doc: DOC, xls: XLS, ppt: PPT }, fileName, true);
}

function mp4Family(head: Uint8Array): string {
  const brand = String.fromCharCode(...head.subarray(8, 12));
  if (brand.startsWith('3gp') || brand.startsWith('3g2')) return 'video/3gpp';
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  return 'video/mp4';
}

/**
 * Plain UTF-8 text (a .txt document): no NUL or control bytes but tab, line feed, form feed and carriage return, and
 * not markup. Anything starting with `<` (HTML, SVG, XML) is refused: a browser could run it.
 */
function plainText(head: Uint8Array): boolean {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return start !== '' && !start.startsWith('<');
}

function mimeOf(head: Uint8Array, fileName: string): { mimeType: string; animated?: boolean } | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png' };
  if (at(head, 0, 'RIFF') && at(head, 8, 'WEBP')) {
    return { mimeType: 'image/webp', animated: at(head, 12, 'VP8X') && ((head[20] ?? 0) & 0x02) !== 0 };
  }
  if (at(head, 4, 'ftyp')) return { mimeType: mp4Family(head) };
  // OGG with Opus only (Meta's table): the first page carries the codec's header.
  if (at(head, 0, 'OggS')) return indexOf(head.subarray(0, 128), 'OpusHead') >= 0 ? { mimeType: 'audio/ogg' } : null;
  if (at(head, 0, '#!AMR\n')) return { mimeType: 'audio/amr' };
  if (at(head, 0, 'ID3')) return { mimeType: 'audio/mpeg' };
  if (head[0] === 0xff && head.length > 1) {
    const b = head[1]!;
    if ((b & 0xf6) === 0xf0) return { mimeType: 'audio/aac' }; // ADTS: sync, layer 00
    if ((b & 0xe0) === 0xe0 && (b & 0x06) !== 0) return { mimeType: 'audio/mpeg' }; // MPEG audio frame
    return null;
  }
  if (at(head, 0, '%PDF-')) return { mimeType: 'application/pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const type = officeOpenXml(head, fileName);
    return type ? { mimeType: type } : null;
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const type = oleDocument(head, fileName);
    return type ? { mimeType: type } : null;
  }
  return plainText(head) ? { mimeType: 'text/plain' } : null;
}

/**
 * The type of a file from its first bytes (`SNIFF_BYTES` of them): JPEG, PNG, WebP, MP4, 3GPP, M4A, OGG-Opus, MP3,
 * AAC, AMR, PDF, DOCX/XLSX/PPTX, DOC/XLS/PPT and plain text. The name only tells apart Office files whose parts are
 * past the bytes read. Null for anything else: HTML, SVG and other markup, executables, archives, unknown bytes.
 */
export function sniffMediaType(head: Uint8Array, fileName = ''): SniffedType | null {
  if (head.length === 0) return null;
  const found = mimeOf(head, fileName);
  const kind = found ? mediaKindOf(found.mimeType) : null;
  if (!found || !kind) return null;
  return found.animated ? { mimeType: found.mimeType, kind, animated: true } : { mimeType: found.mimeType, kind };
}
