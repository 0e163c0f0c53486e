/**
 * Second-level labels that countries sell names under (bbc.co.uk, folha.com.br, asahi.co.jp, detik.co.id): under
 * a two-letter country domain these are a public suffix, not a publisher. A short rule instead of the whole
 * Public Suffix List, enough to tell news publishers apart; a publisher it misses is counted once too often or
 * merged with another under the same suffix, never dropped.
 */
const COUNTRY_SECOND_LEVEL = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'go',
  'gob',
  'gov',
  'ne',
  'net',
  'nic',
  'or',
  'org',
]);

/**
 * The registrable domain of a publisher's site, the unit counted as one publisher: the site's host without
 * "www." and other subdomains (news.example.com and example.com are one publisher). The site, not the feed: the BBC's
 * feeds come from feeds.bbci.co.uk, its site is www.bbc.co.uk.
 */
export function publisherDomain(siteUrl: string): string {
  const host = new URL(siteUrl).hostname.toLowerCase().replace(/\.$/, '');
  // An address has no registrable part: 127.0.0.1 is one host, not the "0.1" domain.
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return host;
  const labels = host.split('.');
  const [secondLevel, topLevel] = labels.slice(-2);
  const suffixLength = topLevel?.length === 2 && COUNTRY_SECOND_LEVEL.has(secondLevel ?? '') ? 2 : 1;
  return labels.slice(-(suffixLength + 1)).join('.');
}
