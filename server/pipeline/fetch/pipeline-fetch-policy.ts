import type { Config } from '../../config.ts';
import { addressPolicy } from './is-public-address.ts';
import type { FetchPolicy } from './safe-fetch.ts';

/** What a feed is asked for with: the feed formats first, anything else last (to say what it was). */
export const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

/**
 * How the pipeline fetches, as configured: a User-Agent naming the site, time and redirect caps, public
 * addresses only (loopback and private networks too with INGEST_ALLOW_PRIVATE_NETWORKS). The admin tries a new
 * source's feed with the same policy.
 */
export function pipelineFetchPolicy(config: Config): FetchPolicy {
  return {
    userAgent: `${config.siteName}Bot/1.0 (+${config.siteUrl}/en/about)`,
    timeoutMs: TIMEOUT_MS,
    maxRedirects: MAX_REDIRECTS,
    isAddressAllowed: addressPolicy(config.ingestAllowPrivateNetworks),
  };
}
