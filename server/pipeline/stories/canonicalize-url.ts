// Query parameters that only say where a click came from; the same article carries many of them.
const TRACKING_PARAMETERS = new Set([
  'at_medium',
  'at_campaign',
  'at_custom1',
  'at_custom2',
  'at_custom3',
  'at_custom4',
  'at_format',
  'xtor',
  'xtref',
  'maca',
  'cmpid',
  'cmp',
  'icid',
  'ito',
  'ns_mchannel',
  'ns_source',
  'ns_campaign',
  'ns_linkname',
  'ns_fee',
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  'igshid',
  'yclid',
  'ref',
  'ref_src',
  'smid',
  'smtyp',
  'partner',
  'rss',
  'feed',
  'wt_mc',
  'wt.mc_id',
  'ocid',
  'sr_share',
  'feedtype',
  'feedname',
  'traffic_source',
  'sref',
  'dicbo',
  'taid',
  'guccounter',
  'spref',
  'mbid',
  'CMP',
]);

/**
 * The one URL by which an article is known: lower-case scheme and host, no fragment, no default port, no
 * tracking parameters (utm_*, at_medium, xtor, wt_mc…), the remaining parameters sorted, no trailing slash
 * on a path. Returns null for what is not an http(s) URL.
 */
export function canonicalizeUrl(raw: string, base?: string | null): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base ?? undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams.entries()]
    .filter(([key]) => !key.toLowerCase().startsWith('utm_') && !TRACKING_PARAMETERS.has(key.toLowerCase()))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = kept.length ? new URLSearchParams(kept).toString() : '';
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.toString();
}

/** Feed proxies put the publisher's own link in a field of their own (feedburner:origLink) or a query parameter. */
export function resolveFeedProxyLink(link: string, originalLink?: string | null): string {
  if (originalLink) return originalLink;
  try {
    const url = new URL(link);
    if (/(^|\.)(feedproxy\.google\.com|feeds\.feedburner\.com)$/.test(url.hostname)) {
      const target = url.searchParams.get('url');
      if (target) return target;
    }
  } catch {
    return link;
  }
  return link;
}
