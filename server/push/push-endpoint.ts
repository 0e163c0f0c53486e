import {
  addressPolicy,
  ipLiteralOf,
  isLinkLocalOrMetadata,
  isMetadataHostName,
} from '../pipeline/fetch/is-public-address.ts';

/**
 * Which addresses alerts may be sent to: public ones, and with INGEST_ALLOW_PRIVATE_NETWORKS (tests, intranets)
 * loopback and private networks too; never link-local or cloud metadata addresses, as the pipeline's fetches.
 */
export function pushAddressPolicy(allowPrivateNetworks: boolean): (address: string) => boolean {
  const allowed = addressPolicy(allowPrivateNetworks);
  return (address) => !isLinkLocalOrMetadata(address) && allowed(address);
}

/**
 * Why a subscription's endpoint is refused, or null when alerts may be sent to it. A reader's browser names
 * the endpoint, so the server would send to an address anybody chose: only https (plain http only to this
 * machine when private networks are allowed, for a test's push service), no credentials, no metadata service's
 * name, no IP literal the address policy refuses. Names are checked again when they are resolved at sending.
 */
export function pushEndpointRefusal(endpoint: string, allowPrivateNetworks: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a URL';
  }
  const literal = ipLiteralOf(url.hostname);
  const isLoopback = literal === '127.0.0.1' || literal === '::1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowPrivateNetworks && isLoopback)) {
    return 'must be an https address';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (isMetadataHostName(url.hostname)) return 'must not be a cloud metadata service';
  if (literal && !pushAddressPolicy(allowPrivateNetworks)(literal)) return 'must be a public address';
  return null;
}
