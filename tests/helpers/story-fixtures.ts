import type { Provenance, StorySource } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';

/** A publisher's report of a story, as an article lists it (component tests; no database). */
export function makeStorySource(publisher: string, language: string, paywalled = false): StorySource {
  return {
    publisher,
    url: `https://${publisher.toLowerCase().replace(/\s+/g, '-')}.example/story`,
    language,
    country: language === 'ko' ? 'KR' : language === 'es' ? 'ES' : 'GB',
    title: `${publisher} report`,
    publishedAt: '2026-11-24T09:00:00Z',
    paywalled,
  };
}

/** How one language's text was made: by default the publishers' words, no model. */
export function makeProvenance(
  language: Language,
  origin: Provenance['origin'],
  extra: Partial<Provenance> = {},
): Provenance {
  return { language, origin, model: null, promptVersion: null, sourceLanguage: null, madeAt: null, ...extra };
}
