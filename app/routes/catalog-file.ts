import { findCatalogFile } from '../i18n/catalog-files.server.ts';
import type { Route } from './+types/catalog-file';

/** A language's interface texts (see app/i18n/catalog-registry.ts): immutable, named by their content. */
export function loader({ params }: Route.LoaderArgs) {
  const file = findCatalogFile(params.file);
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(file.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
