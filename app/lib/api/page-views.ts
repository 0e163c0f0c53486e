import type { Language } from '#common/languages.ts';
import { fetchJson } from './request.ts';

/** One page seen: its path (no query) and the interface language; nothing about the reader. */
export interface PageView {
  path: string;
  language: Language;
}

/**
 * POST /api/pageviews: counts one page view. Sent with keepalive, so a view counted as the reader leaves still
 * arrives; with fetch's own default credentials (same-origin), not the editors' cross-site ones: the counter
 * reads no cookie.
 */
export function countPageView(view: PageView): Promise<void> {
  return fetchJson<void>('/api/pageviews', {
    method: 'POST',
    body: JSON.stringify(view),
    keepalive: true,
    credentials: 'same-origin',
  });
}
