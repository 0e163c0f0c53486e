import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a cached answer depends on, so that a change clears exactly the answers it touches:
 * - `article:ID`: the answer shows that article (its page, or a card, banner item or related link);
 * - `lists`: which articles the answer holds can change when an article is added, removed, moved to another
 *   day or category, or gains or loses a language (lists, archive, related);
 * - `search`: search results, which a change of any text can alter;
 * - `breaking`: the answer shows the breaking banner.
 * The database announces changes with the same tags (server/db/migrations/0008_content-change-notifications.sql),
 * plus `everything`, which clears all answers.
 */
export type CacheTag = `article:${number}` | 'lists' | 'search' | 'breaking';

export type ChangeTag = CacheTag | 'everything';

const TAG_PATTERN = /^(article:[1-9]\d{0,9}|lists|search|breaking|everything)$/;

/** Reads a change notification's payload; unknown words are ignored (a newer migration may add tags). */
export function parseChangeTags(payload: string): ChangeTag[] {
  return payload.split(/\s+/).filter((word): word is ChangeTag => TAG_PATTERN.test(word));
}

const currentAnswer = new AsyncLocalStorage<Set<CacheTag>>();

/**
 * Runs the work of one answer and collects the tags its data reads record. Reads outside such a scope
 * (admin, pipeline) record nothing.
 */
export async function collectCacheTags<T>(
  work: () => Promise<T>,
): Promise<{ result: T; tags: Set<CacheTag> }> {
  const tags = new Set<CacheTag>();
  const result = await currentAnswer.run(tags, work);
  // An answer drawn inside another (a page reading through an inner scope) is part of the outer one too.
  recordCacheTags(...tags);
  return { result, tags };
}

/** Notes that the answer being built depends on these tags (called by the read use cases). */
export function recordCacheTags(...tags: CacheTag[]): void {
  const store = currentAnswer.getStore();
  if (!store) return;
  for (const tag of tags) store.add(tag);
}

/** Notes that the answer being built shows these articles. */
export function recordArticlesShown(ids: Iterable<number>): void {
  const store = currentAnswer.getStore();
  if (!store) return;
  for (const id of ids) store.add(`article:${id}`);
}
