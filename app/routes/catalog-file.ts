import { compressCatalogFile, findCatalogFile } from '../i18n/catalog-files.server.ts';
import type { Route } from './+types/catalog-file';

type Coding = 'br' | 'gzip';

/** Brotli if the reader takes it, else gzip, else none (a coding listed with q=0 is refused). */
function preferredCoding(acceptEncoding: string): Coding | undefined {
  const taken = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) taken.add(name);
  }
  return (['br', 'gzip'] as const).find((coding) => taken.has(coding));
}

/**
 * A language's interface texts (see app/i18n/catalog-registry.ts): immutable, named by their content, and sent
 * in the form compressed once (Brotli, else gzip, else plain), which the server's per-answer compression leaves
 * as it is since the answer says its encoding.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const file = findCatalogFile(params.file);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const coding = preferredCoding(request.headers.get('accept-encoding') ?? '');
  const headers: Record<string, string> = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    // Each form is its own representation: a strong validator per encoding (RFC 9110 8.8.3).
    ETag: `"${file.name.replace(/\.js$/, '')}${coding ? `-${coding}` : ''}"`,
  };
  if (
    request.headers
      .get('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim() === headers.ETag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  if (!coding) return new Response(file.body, { headers });
  const body = (await compressCatalogFile(file))[coding];
  headers['Content-Encoding'] = coding;
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers });
}
