/**
 * Asks for page after page until one comes back short, so a list the API serves in pages of at most
 * `pageSize` arrives whole. `maxPages` bounds the work if the list keeps growing while it is read.
 */
export async function collectPages<T>(
  fetchPage: (offset: number) => Promise<T[]>,
  pageSize: number,
  maxPages = 20,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < maxPages; page++) {
    const items = await fetchPage(page * pageSize);
    all.push(...items);
    if (items.length < pageSize) break;
  }
  return all;
}
