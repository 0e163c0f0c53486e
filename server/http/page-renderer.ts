import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { listNews } from '../news/list-news.ts';
import { loadHomePage } from '../news/load-home-page.ts';
import { getArticlePage } from '../news/get-article.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import type { PageServices, PageSiteSettings } from './page-services.ts';
import { withoutBodies } from '#common/contracts/article.ts';
import { RenderThreads } from './render-threads.ts';
import { measureAccuracy } from '../accuracy/measure-accuracy.ts';
import { listCorrections } from '../corrections/list-corrections.ts';
import { readSiteSettings } from '../settings/site-settings.ts';
import { loadAboutFacts } from '../settings/load-about-facts.ts';
import { contactFactsIn, socialLinksOf } from '#common/contracts/site-settings.ts';

/** Pages show lists as cards: their translations are loaded without bodies. */
const CARDS = { bodies: false } as const;

/** The settings pages show (the site's name, address, contact and analytics). */
function siteSettings(config: Config): PageSiteSettings {
  return {
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    contactEmail: config.contactEmail,
    analytics: config.analytics,
  };
}

/** Binds the use cases pages may call to one database. */
export function createPageServices(db: Database, config: Config): PageServices {
  return {
    ...siteSettings(config),
    listNews: async (query) => (await listNews(db, query, CARDS)).map(withoutBodies),
    homePage: (query) => loadHomePage(db, query),
    articlePage: (slug, language) => getArticlePage(db, slug, language),
    listArchiveDays: (language) => listArchiveDays(db, language),
    accuracy: () => measureAccuracy(db),
    listCorrections: (language) => listCorrections(db, language),
    siteFacts: async (language) => {
      const settings = await readSiteSettings(db, config.siteSettings);
      return { contact: contactFactsIn(settings, language), socialLinks: socialLinksOf(settings) };
    },
    aboutFacts: async () => loadAboutFacts(db, await readSiteSettings(db, config.siteSettings)),
  };
}

/** Draws the page a request asks for; its loaders log with the request's id. */
export interface PageRenderer {
  render(request: Request, requestId: string): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The bridge to React Router: answers page requests with the built server bundle, its loaders reading through
 * the page services. Pages are drawn in `config.renderThreads` threads beside this one (server/http/render-threads.ts),
 * or in this thread when that is 0. Returns undefined when there is no build (API-only runs).
 */
export async function loadPageRenderer(
  buildDir: string,
  config: Config,
  db: Database | undefined,
  logger: Logger,
): Promise<PageRenderer | undefined> {
  const buildEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(buildEntry) || !db) return undefined;
  const services = createPageServices(db, config);
  const mode = config.isProduction ? 'production' : 'development';
  const extraOrigins = config.analytics?.origins ?? [];
  if (config.renderThreads === 0) {
    // Loaded only here: with render threads, React and React Router stay out of this thread's memory.
    const { loadDocumentHandler } = await import('./document-handler.ts');
    const handler = await loadDocumentHandler(buildEntry, mode, extraOrigins);
    return {
      render: (request, requestId) => handler(request, { ...services, logger: logger.child({ requestId }) }),
      close: async () => undefined,
    };
  }
  const threads = await RenderThreads.start({
    threads: config.renderThreads,
    buildEntry,
    mode,
    site: siteSettings(config),
    extraOrigins,
    services,
    logger,
  });
  return { render: (request, requestId) => threads.render(request, requestId), close: () => threads.close() };
}
