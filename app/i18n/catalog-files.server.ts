import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { getCatalogs } from './catalogs.server.ts';
import { CATALOG_GLOBAL } from './catalog-registry.ts';
import { PAGE_NAMESPACES } from './namespaces.ts';

/** Where catalog files are served (under /assets/, which browsers and the service worker keep for good). */
export const CATALOG_FILE_PREFIX = '/assets/i18n/';

/** A catalog file's bytes compressed each way a browser takes, once, at each algorithm's smallest setting. */
export interface CompressedCatalogFile {
  br: Buffer;
  gzip: Buffer;
}

interface CatalogFile {
  name: string;
  body: string;
  /** Worked out when the file is first asked for, then kept: the file never changes while the server runs. */
  compressed?: Promise<CompressedCatalogFile>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = new Map<Language, CatalogFile>();

/**
 * A language's page texts as a small module that registers them in the window. Its name carries a hash of
 * its content, so it can be cached forever and a new release gets a new name.
 */
export function catalogFile(language: Language): CatalogFile {
  let file = files.get(language);
  if (!file) {
    // JSON is valid JavaScript; `<` is escaped so that no text can end a script element it is inlined into.
    const json = JSON.stringify(getCatalogs(language, PAGE_NAMESPACES)).replace(/</g, '\\u003c');
    const body = `(globalThis.${CATALOG_GLOBAL} ??= {})[${JSON.stringify(language)}] = ${json};\n`;
    const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 10);
    file = { name: `${language}-${hash}.js`, body };
    files.set(language, file);
  }
  return file;
}

export function catalogFileUrl(language: Language): string {
  return `${CATALOG_FILE_PREFIX}${catalogFile(language).name}`;
}

/** The file of that name, or undefined (an old release's name, or none). */
export function findCatalogFile(name: string): CatalogFile | undefined {
  for (const language of LANGUAGES) {
    const file = catalogFile(language);
    if (file.name === name) return file;
  }
  return undefined;
}

/**
 * The file compressed with Brotli at quality 11 and gzip at level 9. Answers drawn per request are compressed
 * as they go (gzip by the general compression, Brotli at quality 6 for cached reads, server/http/cached-reads.ts),
 * where each drawing pays for it; this file is named by its content and compressed once for the server's life,
 * so it takes the smallest form: Hindi's went from 4,975 bytes (gzip per answer) to 4,082 (docs/benchmarks.md).
 */
export function compressCatalogFile(file: CatalogFile): Promise<CompressedCatalogFile> {
  file.compressed ??= (async () => {
    const body = Buffer.from(file.body);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    return { br, gzip: gzipped };
  })();
  return file.compressed;
}
