import { isLanguage, type Language } from '#common/languages.ts';
import { detectLanguage } from '../../language/detect-language.ts';
import { decodeDocument } from '../decode/decode-document.ts';
import { extractArticle } from '../extract/extract-article.ts';

/** A page's text replaces the feed's only when it says clearly more (characters: Japanese is dense). */
const MIN_PAGE_TEXT = 120;
const MORE_THAN_FEED = 1.2;
const MAX_PAGE_TEXT = 40_000;

/** A new item, with its page as fetched (null when it was not read or could not be fetched). */
export interface PageToRead {
  page: { body: Uint8Array; contentType: string | null; url: string } | null;
  title: string;
  feedText: string;
  languageHint: string | null;
  /** The source's language, or what it says instead ("detect" sources and one-off feeds). */
  sourceLanguage: string;
}

/** What the page adds to the item, and the item's language (null: none of the site's). */
export interface PageReading {
  pageText: string | null;
  imageUrl: string | null;
  isPaywalled: boolean;
  language: Language | null;
  /** Why the page gave nothing (its reading failed); null otherwise. */
  note: string | null;
}

/**
 * Reads a fetched page's main text, lead picture and paywall hint, then decides the item's language: the
 * source's, or detected from the text. A page whose reading fails leaves the feed's text in place, with a note.
 * Pure CPU work on its input: a pass inside the web process runs it in a thread (pass-threads.ts).
 */
export function readFetchedPage(item: PageToRead): PageReading {
  const reading: PageReading = {
    pageText: null,
    imageUrl: null,
    isPaywalled: false,
    language: null,
    note: null,
  };
  let pageLanguage: string | null = null;
  if (item.page) {
    try {
      const extracted = extractArticle(
        decodeDocument(item.page.body, item.page.contentType).text,
        item.page.url,
      );
      if (extracted.text.length >= Math.max(MIN_PAGE_TEXT, item.feedText.length * MORE_THAN_FEED)) {
        reading.pageText = extracted.text.slice(0, MAX_PAGE_TEXT);
      }
      reading.imageUrl = extracted.imageUrl;
      reading.isPaywalled = extracted.isPaywalled;
      pageLanguage = extracted.language;
    } catch (error) {
      reading.note = `page: ${String(error)}`;
    }
  }
  const text = reading.pageText ?? item.feedText;
  reading.language = isLanguage(item.sourceLanguage)
    ? item.sourceLanguage
    : detectLanguage(`${item.title}. ${text.slice(0, 1500)}`, item.languageHint ?? pageLanguage);
  return reading;
}
