import type { HelpTextPart } from '@veritex/shared';
import { renderMarkdown } from '../renderMarkdown.js';

/**
 * Search in every script, Chinese, Japanese and Thai included (no spaces between words), is a
 * substring match over folded text rather than PostgreSQL's full-text search (its parsers split
 * on spaces) or pg_trgm (trigrams of CJK text depend on the database's locale, and a two-character
 * Chinese word has no trigram at all). A few hundred articles make a scan cheap.
 *
 * Folding, code point by code point: compatibility forms unified (full-width Latin, half-width
 * kana), Latin and Greek accents dropped (U+0300–U+036F only, so Thai vowel signs and Japanese
 * voicing marks stay), lower case. Each folded character remembers where it came from, so a match
 * in folded text can be marked in the original.
 */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;

function foldCodePoint(char: string): string {
  return char.normalize('NFKD').replace(COMBINING_ACCENTS, '').normalize('NFC').toLowerCase();
}

export function foldText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldCodePoint(char);
  return folded;
}

interface FoldedWithMap {
  folded: string;
  /** For each UTF-16 unit of `folded`: the start and end (exclusive) of its source character. */
  from: number[];
  to: number[];
}

function foldWithMap(text: string): FoldedWithMap {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const piece = foldCodePoint(char);
    folded += piece;
    for (let i = 0; i < piece.length; i++) {
      from.push(at);
      to.push(at + char.length);
    }
    at += char.length;
  }
  return { folded, from, to };
}

/** The search terms of a query: folded, split on spaces, distinct, at most eight. */
export function searchTerms(query: string): string[] {
  const terms = foldText(query)
    .split(/[\s\u3000]+/u)
    .map((term) => term.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((term) => term !== '');
  return [...new Set(terms)].slice(0, 8);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };

/** The reader's text of a Markdown body: what the sanitised page shows, without markup. */
export function plainText(markdown: string): string {
  return (
    renderMarkdown(markdown)
      // "Deposit (/recharge)": the page path is a link in the article, noise in an excerpt.
      .replace(/\s*\(<a href="\/[^"]*">[^<]*<\/a>\)/g, '')
      .replace(/<\/(p|h[1-6]|li|tr|th|td|pre|blockquote)>|<br\s*\/?>/g, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The opening of a body, cut at a word (or, in scripts without spaces, at a character). */
export function excerptOf(plain: string, length = 160): string {
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The stored search columns of one language of an article. */
export function searchColumns(text: { title: string; keywords: string; body: string }): { searchTitle: string; searchBody: string } {
  return { searchTitle: foldText(text.title), searchBody: foldText(`${text.keywords} ${plainText(text.body)}`) };
}

/** Ranges [start, end) of `text` where a term occurs (folded comparison), merged and sorted. */
function hitRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  const { folded, from, to } = foldWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    let index = folded.indexOf(term);
    while (index >= 0 && term !== '') {
      ranges.push([from[index] ?? 0, to[index + term.length - 1] ?? text.length]);
      index = folded.indexOf(term, index + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text` split into plain and matching pieces, for the page to highlight. */
export function markHits(text: string, terms: readonly string[]): HelpTextPart[] {
  const parts: HelpTextPart[] = [];
  let at = 0;
  for (const [start, end] of hitRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** About `length` characters of the body around its first match, marked; the opening when only the title matched. */
export function snippetAround(plain: string, terms: readonly string[], length = 180): HelpTextPart[] {
  const first = hitRanges(plain, terms)[0];
  if (!first) return [{ text: excerptOf(plain, length), hit: false }];
  let start = Math.max(0, first[0] - Math.floor(length / 3));
  // Start at a word where words are spaced (not in the middle of one); scripts without spaces start anywhere.
  const space = plain.indexOf(' ', start);
  if (start > 0 && space >= 0 && space < first[0] && space - start < 25) start = space + 1;
  const end = Math.min(plain.length, start + length);
  const window = `${start > 0 ? '…' : ''}${plain.slice(start, end)}${end < plain.length ? '…' : ''}`;
  return markHits(window, terms);
}
