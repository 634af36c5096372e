// WhatsApp formatting tokenizer: text in, a token tree out (never HTML). Widgets render the tokens as elements.
import { stripBidiControls } from './bidi';

/** Inline tokens of one line. */
export type WhatsAppInline =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'strike'; children: WhatsAppInline[] }
  /** Single-backtick inline code. */
  | { type: 'code'; text: string }
  /** Triple-backtick monospace that opens and closes on the same line. */
  | { type: 'mono'; text: string }
  /** An http(s) link; `href` is the URL exactly as written (other schemes are never links). */
  | { type: 'link'; href: string; text: string };

export interface WhatsAppListItem {
  /** The number written in a numbered list ('3. x' gives 3). */
  number?: number;
  children: WhatsAppInline[];
}

/** Block tokens; each 'line' is one line of the text (an empty line has no children). */
export type WhatsAppBlock =
  | { type: 'line'; children: WhatsAppInline[] }
  /** Consecutive '* ' / '- ' lines (ordered: false) or '1. ' lines (ordered: true). */
  | { type: 'list'; ordered: boolean; items: WhatsAppListItem[] }
  /** Consecutive '> ' lines. */
  | { type: 'quote'; lines: WhatsAppInline[][] }
  /** A triple-backtick block spanning lines; its text is literal. */
  | { type: 'mono'; text: string };

export interface TokenizeOptions {
  /**
   * Plain text: no formatting, lists, quotes or links. Use it for headers, footers and authentication templates,
   * where WhatsApp does not render formatting (shared/design/whatsapp-rules.md).
   */
  plain?: boolean;
  /** Detect http(s) links (default true; ignored when `plain`). */
  links?: boolean;
}

/** Where text is shown: formatting renders only in bodies and messages of non-authentication templates. */
export type FormattingContext = 'body' | 'message' | 'header' | 'footer' | 'authentication';

/** False for headers, footers and authentication templates, where WhatsApp shows formatting characters as typed. */
export function formattingRenders(context: FormattingContext): boolean {
  return context === 'body' || context === 'message';
}

const WORD = /[\p{L}\p{N}]/u;
const URL_AT = /https?:\/\/[^\s<>"'`]+/iy;
const TRAILING = /[.,;:!?*_~'")\]}]+$/;

function isWord(ch: string | undefined): boolean {
  return ch !== undefined && WORD.test(ch);
}

function isSpace(ch: string | undefined): boolean {
  return ch === undefined || /\s/.test(ch);
}

type Marker = '*' | '_' | '~';
const MARKER_TYPE = { '*': 'bold', _: 'italic', '~': 'strike' } as const;

/** Closing candidates depend only on their own position, so one failed search per marker settles the line. */
function findClose(s: string, from: number, c: Marker, none: Map<Marker, number>): number {
  const limit = none.get(c);
  if (limit !== undefined && from >= limit) return -1;
  for (let j = from + 1; j < s.length; j++) {
    if (s[j] === c && !isSpace(s[j - 1]) && !isWord(s[j + 1])) return j;
  }
  none.set(c, from);
  return -1;
}

function trimUrl(url: string): string {
  let u = url.replace(TRAILING, '');
  // Keep a closing parenthesis that balances one inside the URL (https://en.wikipedia.org/wiki/X_(Y)).
  const tail = url.slice(u.length);
  if (tail.startsWith(')') && (u.match(/\(/g)?.length ?? 0) > (u.match(/\)/g)?.length ?? 0)) u += ')';
  return u;
}

function parseInline(s: string, links: boolean, depth = 0): WhatsAppInline[] {
  const out: WhatsAppInline[] = [];
  let buf = '';
  const flush = () => {
    if (buf) out.push({ type: 'text', text: buf });
    buf = '';
  };
  const none = new Map<Marker, number>();
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (links && (ch === 'h' || ch === 'H') && !isWord(s[i - 1])) {
      URL_AT.lastIndex = i;
      const m = URL_AT.exec(s);
      const url = m ? trimUrl(m[0]) : '';
      if (/^https?:\/\/[^\s/?#]+/i.test(url)) {
        flush();
        const shown = stripBidiControls(url);
        out.push({ type: 'link', href: shown, text: shown });
        i += url.length;
        continue;
      }
    }
    if (ch === '`') {
      if (s.startsWith('```', i)) {
        const close = s.indexOf('```', i + 3);
        if (close > i + 3) {
          flush();
          out.push({ type: 'mono', text: s.slice(i + 3, close) });
          i = close + 3;
          continue;
        }
      } else {
        const close = s.indexOf('`', i + 1);
        if (close > i + 1) {
          flush();
          out.push({ type: 'code', text: s.slice(i + 1, close) });
          i = close + 1;
          continue;
        }
      }
    }
    if ((ch === '*' || ch === '_' || ch === '~') && depth < 8 && !isWord(s[i - 1]) && !isSpace(s[i + 1])) {
      const close = findClose(s, i, ch, none);
      if (close > i + 1) {
        flush();
        out.push({ type: MARKER_TYPE[ch], children: parseInline(s.slice(i + 1, close), links, depth + 1) });
        i = close + 1;
        continue;
      }
    }
    buf += ch;
    i += 1;
  }
  flush();
  return out;
}

const BULLET = /^[*-] (.*)$/s;
const NUMBERED = /^(\d{1,9})\. (.*)$/s;
const QUOTE = /^> ?(.*)$/s;

function lineBlocks(lines: readonly string[], links: boolean, into: WhatsAppBlock[]): void {
  for (const line of lines) {
    const last = into[into.length - 1];
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const item: WhatsAppListItem = { children: parseInline((bullet ?? numbered)?.[ordered ? 2 : 1] ?? '', links) };
      if (numbered) item.number = Number(numbered[1]);
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(item);
      else into.push({ type: 'list', ordered, items: [item] });
      continue;
    }
    const quote = line.startsWith('> ') || line === '>' ? QUOTE.exec(line) : null;
    if (quote) {
      const children = parseInline(quote[1] ?? '', links);
      if (last?.type === 'quote') last.lines.push(children);
      else into.push({ type: 'quote', lines: [children] });
      continue;
    }
    into.push({ type: 'line', children: parseInline(line, links) });
  }
}

/** Triple-backtick blocks that span lines: ```...\n...```. */
const MONO_BLOCK = /```([^`]*?\n[\s\S]*?)```/g;

/**
 * Tokenizes WhatsApp formatting: `*bold*`, `_italic_`, `~strike~` (nestable), triple-backtick monospace (a block
 * when it spans lines), single-backtick inline code, `* `/`- ` bullets and `1. ` numbered items at line start,
 * `> ` quotes, and http/https links (never `javascript:` or other schemes). Unclosed markers stay literal text.
 * Returns tokens, never HTML; never throws (non-strings give []).
 */
export function tokenizeWhatsApp(text: unknown, options: TokenizeOptions = {}): WhatsAppBlock[] {
  if (typeof text !== 'string' || text === '') return [];
  const normalized = text.replace(/\r\n?/g, '\n');
  if (options.plain) {
    return normalized
      .split('\n')
      .map((line) => ({ type: 'line', children: line ? [{ type: 'text', text: line }] : [] }));
  }
  const links = options.links !== false;
  const blocks: WhatsAppBlock[] = [];
  let start = 0;
  for (const m of normalized.matchAll(MONO_BLOCK)) {
    const index = m.index ?? 0;
    const before = normalized.slice(start, index);
    if (before) lineBlocks(before.replace(/\n$/, '').split('\n'), links, blocks);
    blocks.push({ type: 'mono', text: (m[1] ?? '').replace(/^\n/, '').replace(/\n$/, '') });
    start = index + m[0].length;
    if (normalized[start] === '\n') start += 1;
  }
  const rest = normalized.slice(start);
  if (rest || start === 0) lineBlocks(rest.split('\n'), links, blocks);
  return blocks;
}

/** The visible text of inline tokens (markers removed), for previews such as the last-message line. */
export function inlineText(tokens: readonly WhatsAppInline[]): string {
  return tokens.map((t) => ('children' in t ? inlineText(t.children) : t.text)).join('');
}

/** Text without WhatsApp formatting markers (and bidirectional controls: a preview), lines joined with '\n'. */
export function stripWhatsAppFormatting(text: unknown): string {
  return tokenizeWhatsApp(typeof text === 'string' ? stripBidiControls(text) : text, { links: false })
    .flatMap((b) => {
      if (b.type === 'line') return [inlineText(b.children)];
      if (b.type === 'list') return b.items.map((it) => inlineText(it.children));
      if (b.type === 'quote') return b.lines.map(inlineText);
      return [b.text];
    })
    .join('\n');
}
