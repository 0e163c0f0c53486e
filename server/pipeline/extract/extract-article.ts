import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { htmlToText } from '../parse/html-to-text.ts';

/** What a publisher's article page yields: its main text, lead image and whether it looks paywalled. */
export interface ExtractedArticle {
  title: string | null;
  /** Plain text, paragraphs separated by a blank line. Empty when the page had no readable article. */
  text: string;
  imageUrl: string | null;
  isPaywalled: boolean;
  /** The page's declared language (html lang), a hint only. */
  language: string | null;
  siteName: string | null;
}

// Markers publishers use for articles behind a wall (schema.org, Open Graph tiers, common class names).
const PAYWALL_MARKUP =
  /"isAccessibleForFree"\s*:\s*(false|"false")|content_tier"\s+content="(locked|metered)|class="[^"]*\b(paywall|subscriber-only|premium-content)\b/i;

function metaContent(document: Document, selectors: string[]): string | null {
  for (const selector of selectors) {
    const value = document.querySelector(selector)?.getAttribute('content')?.trim();
    if (value) return value;
  }
  return null;
}

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Extracts the story from an article page with Mozilla's Readability on a server-side DOM (linkedom). The
 * result is plain text: Readability's cleaned HTML goes through htmlToText, so no markup is kept.
 */
export function extractArticle(html: string, pageUrl: string): ExtractedArticle {
  const { document } = parseHTML(html);
  const imageUrl = absoluteHttpUrl(
    metaContent(document, [
      'meta[property="og:image"]',
      'meta[property="og:image:url"]',
      'meta[name="twitter:image"]',
      'meta[property="twitter:image"]',
    ]),
    pageUrl,
  );
  const siteName = metaContent(document, ['meta[property="og:site_name"]']);
  const language = document.documentElement?.getAttribute('lang')?.trim() || null;
  const isPaywalled = PAYWALL_MARKUP.test(html.slice(0, 400_000));
  let title: string | null = metaContent(document, ['meta[property="og:title"]']);
  let text = '';
  try {
    const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
    if (article?.content) text = htmlToText(article.content);
    title = title ?? article?.title?.trim() ?? null;
  } catch {
    text = '';
  }
  return { title, text, imageUrl, isPaywalled, language, siteName };
}
