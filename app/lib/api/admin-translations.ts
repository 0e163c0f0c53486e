import type {
  IncompleteTranslation,
  ModelWork,
  TranslateMissingSchema,
  TranslationSummary,
} from '#common/contracts/translations.ts';
import type { z } from '#common/contracts/zod.ts';
import { fetchJson } from './request.ts';

/** One article's missing languages, or every article's when `articleId` is left out. */
export type TranslateMissingInput = z.infer<typeof TranslateMissingSchema>;

/** GET /api/translations/summary: how many articles are translated fully, partly, or not at all, per language. */
export function getTranslationSummary(): Promise<TranslationSummary> {
  return fetchJson<TranslationSummary>('/api/translations/summary');
}

/** GET /api/translations/incomplete: the articles that lack languages, least translated first. */
export function listIncompleteTranslations(): Promise<IncompleteTranslation[]> {
  return fetchJson<IncompleteTranslation[]>('/api/translations/incomplete');
}

/** GET /api/admin/model-work: whether a model is configured, translating now, and what it parked. */
export function getModelWork(): Promise<ModelWork> {
  return fetchJson<ModelWork>('/api/admin/model-work');
}

/** POST /api/admin/translations/translate-missing: the model starts on the missing languages. */
export async function startTranslatingMissing(input: TranslateMissingInput = {}): Promise<void> {
  await fetchJson<unknown>('/api/admin/translations/translate-missing', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
