import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import { isLanguage } from '../../common/languages.ts';
import {
  articlePreviewPath,
  parsePreviewFile,
  previewKey,
  sitePreviewPath,
} from '../../common/media/preview-images.ts';
import { renderTitleCard } from '../images/render-title-card.ts';
import { siteTexts } from '../i18n/site-texts.ts';

/** Cards kept drawn: about 70 KB each, so some 450 of them. */
const DRAWN_CARDS_MAX_BYTES = 32 * 1024 * 1024;

/** What a preview address asks for, resolved: its card's content, and the address it has today. */
interface CardRequest {
  path: string;
  key: string;
  draw: () => Promise<Buffer>;
}

export type PreviewAnswer =
  { kind: 'picture'; bytes: Buffer } | { kind: 'moved'; path: string } | { kind: 'missing' };

/**
 * Link-preview cards (1200x630 PNG) of articles in each language they have, and of the site in each language:
 * drawn with the title-card renderer on first request and kept in memory. An address with an old key (the
 * title changed since it was shared) is sent on to today's card.
 */
export class PreviewImages {
  private readonly drawn = new LRUCache<string, Buffer>({
    maxSize: DRAWN_CARDS_MAX_BYTES,
    sizeCalculation: (bytes) => bytes.length + 64,
  });
  /** Cards being drawn, so that a crowd asking for one card draws it once. */
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly db: Database,
    private readonly siteName: string,
  ) {}

  async answer(fileName: string): Promise<PreviewAnswer> {
    const request = await this.resolve(fileName);
    if (!request) return { kind: 'missing' };
    if (!fileName.endsWith(`-${request.key}.png`)) return { kind: 'moved', path: request.path };
    const kept = this.drawn.get(request.path);
    if (kept) return { kind: 'picture', bytes: kept };
    let pending = this.drawing.get(request.path);
    if (!pending) {
      pending = request.draw().finally(() => this.drawing.delete(request.path));
      this.drawing.set(request.path, pending);
    }
    const bytes = await pending;
    this.drawn.set(request.path, bytes);
    return { kind: 'picture', bytes };
  }

  private async resolve(fileName: string): Promise<CardRequest | null> {
    const file = parsePreviewFile(fileName);
    if (!file || !isLanguage(file.language)) return null;
    const language = file.language;
    const texts = siteTexts(language, this.siteName);
    if (file.kind === 'site') {
      const parts = { title: texts.tagline, label: this.siteName, siteName: this.siteName };
      const key = previewKey(parts);
      return {
        key,
        path: sitePreviewPath(language, key),
        draw: () => renderTitleCard({ ...parts, category: null, language }),
      };
    }
    // The title the article page in this language shows: its own, else English, else its original language's
    // (the page's fallback chain); the category is named in the page's language either way.
    const rows = await this.db
      .select({
        language: articleTranslations.language,
        title: articleTranslations.title,
        category: articles.category,
        originalLanguage: articles.originalLanguage,
      })
      .from(articles)
      .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
      .where(eq(articles.id, file.articleId));
    const row =
      rows.find((r) => r.language === language) ??
      rows.find((r) => r.language === 'en') ??
      rows.find((r) => r.language === r.originalLanguage) ??
      rows[0];
    if (!row) return null;
    const parts = {
      title: row.title.trim() || this.siteName,
      label: texts.categoryName(row.category),
      siteName: this.siteName,
    };
    const key = previewKey(parts);
    return {
      key,
      path: articlePreviewPath(file.articleId, language, key),
      draw: () =>
        renderTitleCard({
          ...parts,
          category: row.category,
          language: row.language,
          labelLanguage: language,
        }),
    };
  }
}
