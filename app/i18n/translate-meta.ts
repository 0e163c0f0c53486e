import type { Catalogs } from './namespaces.ts';

/**
 * Reads a text from the root loader's catalogs by "namespace:path.to.key", for meta() functions, which run
 * outside React and its i18n context. Returns the key when missing, like i18next.
 */
export function textFromCatalogs(
  catalogs: Catalogs,
  key: string,
  values: Record<string, string> = {},
): string {
  const [ns = 'common', path = ''] = key.includes(':') ? key.split(':') : ['common', key];
  let node: unknown = catalogs[ns as keyof Catalogs];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return path;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
