import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listNews } from '../news/list-news.ts';
import { loadHomePage } from '../news/load-home-page.ts';
import { getArticlePage } from '../news/get-article.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import type { PageServices } from './page-services.ts';
import { withoutBodies } from '../../common/contracts/article.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

/** Pages show lists as cards: their translations are loaded without bodies. */
const CARDS = { bodies: false } as const;

/** Binds the use cases pages may call to one database. */
export function createPageServices(db: Database, config: Config): PageServices {
  return {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    contactEmail: config.contactEmail,
    analytics: config.analytics,
    listNews: async (query) => (await listNews(db, query, CARDS)).map(withoutBodies),
    homePage: (query) => loadHomePage(db, query),
    articlePage: (slug, language) => getArticlePage(db, slug, language),
    listArchiveDays: (language) => listArchiveDays(db, language),
  };
}

/**
 * The bridge to React Router: loads the built server bundle and answers page requests with it, passing the
 * page services as load context. Documents come back whole, with a security policy that lists the hashes of
 * their inline scripts. Returns undefined when there is no build (API-only runs).
 */
export async function loadPageRenderer(
  buildDir: string,
  config: Config,
  db?: Database,
): Promise<((request: Request) => Promise<Response>) | undefined> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(entry) || !db) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handler = createRequestHandler(build, config.isProduction ? 'production' : 'development');
  const services = createPageServices(db, config);
  const extraOrigins = config.analytics?.origins ?? [];
  return async (request) => {
    const response = await handler(request, services as never);
    if (!response.headers.get('content-type')?.startsWith('text/html') || response.body === null) {
      return response;
    }
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), extraOrigins }),
    );
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  };
}
