import type { Database } from '../db/client.ts';
import { isLanguage } from '#common/languages.ts';
import {
  articlePreviewPath,
  parsePreviewFile,
  previewKey,
  sitePreviewPath,
} from '#common/media/preview-images.ts';
import { renderTitleCard } from '../images/render-title-card.ts';
import { loadCardText } from '../images/card-text.ts';
import { DrawnPictures } from '../images/drawn-pictures.ts';
import { siteTexts } from '../i18n/site-texts.ts';

/** Cards kept drawn: about 70 KB each, so some 230 of them. */
const DRAWN_CARDS_MAX_BYTES = 16 * 1024 * 1024;

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
  private readonly drawn = new DrawnPictures(DRAWN_CARDS_MAX_BYTES);

  constructor(
    private readonly db: Database,
    private readonly siteName: string,
  ) {}

  async answer(fileName: string): Promise<PreviewAnswer> {
    const request = await this.resolve(fileName);
    if (!request) return { kind: 'missing' };
    if (!fileName.endsWith(`-${request.key}.png`)) return { kind: 'moved', path: request.path };
    return { kind: 'picture', bytes: await this.drawn.get(request.path, request.draw) };
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
    // The title the article page in this language shows; the category is named in the page's language.
    const card = await loadCardText(this.db, file.articleId, language);
    if (!card) return null;
    const parts = {
      title: card.title || this.siteName,
      label: texts.categoryName(card.category),
      siteName: this.siteName,
    };
    const key = previewKey(parts);
    return {
      key,
      path: articlePreviewPath(file.articleId, language, key),
      draw: () =>
        renderTitleCard({
          ...parts,
          category: card.category,
          language: card.titleLanguage,
          labelLanguage: language,
        }),
    };
  }
}
