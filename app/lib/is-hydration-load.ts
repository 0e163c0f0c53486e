// The address of the page the server drew, read when this module is first evaluated: before hydration on
// the pages that load it at once, during a navigation (still at the old address) on the others.
const DOCUMENT_ADDRESS =
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search;
let hasLoaded = false;

/**
 * Whether a client loader (with `clientLoader.hydrate`) runs for the page the server drew, whose data is
 * already on the page (`serverLoader()` then costs nothing), rather than for a navigation. Only the first
 * such load of the document can be, and only at the document's own address.
 */
export function isHydrationLoad(request: Request): boolean {
  const url = new URL(request.url);
  const isFirst = !hasLoaded && url.pathname + url.search === DOCUMENT_ADDRESS;
  hasLoaded = true;
  return isFirst;
}
