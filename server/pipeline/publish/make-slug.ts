import anyAscii from 'any-ascii';
import { isFreeSlug } from '#common/contracts/article.ts';
import { romanizeHindi } from './romanize-hindi.ts';

const MAX_SLUG = 80;

/**
 * A URL slug from a headline in any script: transliterated to ASCII (Hangul, Kana and Kanji, Vietnamese tones;
 * Hindi as its readers spell it in Latin letters, romanize-hindi.ts), lower-cased, words joined by hyphens, cut at a word boundary. Never empty.
 */
export function slugFromTitle(title: string): string {
  const words = anyAscii(romanizeHindi(title.normalize('NFC')))
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) {
      if (!slug) slug = word.slice(0, MAX_SLUG);
      break;
    }
    slug = next;
  }
  return slug && isFreeSlug(slug) ? slug : `story-${slug || 'untitled'}`;
}

/** The slug itself if free, else the slug with the first free numeric suffix ("-2", "-3"…). */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}
