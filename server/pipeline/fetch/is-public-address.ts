import ipaddr from 'ipaddr.js';

/**
 * Tells whether an IP address is on the public internet. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved and IPv4-mapped private addresses are not: a feed
 * URL typed by an editor, or a redirect from a publisher, must not reach into the server's own network.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Tells whether a URL's host is an IP literal, which DNS look-ups never see, so it is checked by itself. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(bare)) ? bare : null;
}
