import type { Database } from '../db/client.ts';
import { isLanguage } from '#common/languages.ts';
import { parseTitleCardFile, titleCardKey, titleCardPath } from '#common/media/title-cards.ts';
import { categoryName } from '../i18n/site-texts.ts';
import { loadCardText } from './card-text.ts';
import { DrawnPictures } from './drawn-pictures.ts';
import { VARIANT_SIZES } from './create-image-variants.ts';
import { renderTitleCardPicture } from './render-title-card.ts';

/** Card pictures kept drawn: 4-10 KB for a card's sizes, 50 KB for the largest, so some thousands of them. */
const DRAWN_CARDS_MAX_BYTES = 16 * 1024 * 1024;

export type TitleCardAnswer =
  { kind: 'picture'; bytes: Buffer } | { kind: 'moved'; path: string } | { kind: 'missing' };

/**
 * The pictures of articles that have none of their own, in each page language: the title the page shows and the
 * category in the page's language (an English article on the Korean page gets its Korean title, else its English
 * one, under the category's Korean name), drawn on first request and kept in memory. An address with an old key
 * is sent on to today's card.
 */
export class TitleCards {
  private readonly drawn = new DrawnPictures(DRAWN_CARDS_MAX_BYTES);

  constructor(
    private readonly db: Database,
    private readonly siteName: string,
  ) {}

  async answer(fileName: string): Promise<TitleCardAnswer> {
    const file = parseTitleCardFile(fileName);
    if (!file || !isLanguage(file.language)) return { kind: 'missing' };
    // An address already drawn is its card for good (its key names what is on it): no need to ask the database
    // whether the title has changed since; a page that still links it shows the card it was drawn with.
    const drawn = this.drawn.peek(titleCardPath(file.articleId, file.language, file.key, file.size));
    if (drawn) return { kind: 'picture', bytes: drawn };
    const card = await loadCardText(this.db, file.articleId, file.language);
    if (!card) return { kind: 'missing' };
    const parts = {
      title: card.title || this.siteName,
      label: categoryName(file.language, card.category),
    };
    const key = titleCardKey(parts);
    const path = titleCardPath(file.articleId, file.language, key, file.size);
    if (key !== file.key) return { kind: 'moved', path };
    const bytes = await this.drawn.get(path, () =>
      renderTitleCardPicture(
        { ...parts, category: card.category, language: card.titleLanguage, labelLanguage: file.language },
        VARIANT_SIZES[file.size],
      ),
    );
    return { kind: 'picture', bytes };
  }
}
