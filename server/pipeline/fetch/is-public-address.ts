import ipaddr from 'ipaddr.js';

// AWS's IPv6 instance metadata service sits in the unique-local range, which private networks otherwise admit.
const METADATA_IPV6 = ipaddr.parse('fd00:ec2::254');

// Names clouds give their instance metadata services. They resolve to link-local addresses, which are refused
// anyway; refusing the names too means no look-up is made, even by a resolver that answers otherwise.
const METADATA_HOST_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.oraclecloud.com',
  'metadata.packet.net',
  'metadata.platformequinix.com',
  'metadata.tencentyun.com',
  'metadata.ovh.net',
]);

/**
 * The IPv4 address an IPv6 address carries, by which some stacks reach it: mapped (::ffff:a.b.c.d), compatible
 * (::a.b.c.d), NAT64 (64:ff9b::/96) and SIIT (::ffff:0:a.b.c.d) use its last 32 bits, 6to4 (2002::/16) the 32 after
 * the prefix.
 */
function embeddedIpv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = v6.toByteArray();
  const range = v6.range();
  const compatible =
    bytes.slice(0, 12).every((b) => b === 0) && range !== 'loopback' && range !== 'unspecified';
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052' || compatible) {
    return ipaddr.fromByteArray(bytes.slice(12)) as ipaddr.IPv4;
  }
  if (range === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4;
  return null;
}

/** An address with an IPv4-mapped one taken out of its IPv6 wrapping; null when it is no address. */
function parseUnmapped(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

/**
 * Tells whether an IP address is on the public internet. Loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, multicast, reserved and IPv4-mapped private addresses are not: a feed
 * URL typed by an editor, or a redirect from a publisher, must not reach into the server's own network.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseUnmapped(address);
  return parsed !== null && parsed.range() === 'unicast';
}

/**
 * Tells whether an address is link-local or a cloud's instance metadata service (169.254.0.0/16, fe80::/10,
 * fd00:ec2::254, also wrapped in IPv6): never fetched, whatever the setting, since it hands out the machine's
 * credentials.
 */
export function isLinkLocalOrMetadata(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() === 'linkLocal') return true;
  if (parsed.kind() === 'ipv4') return false;
  const v6 = parsed as ipaddr.IPv6;
  return v6.match(METADATA_IPV6, 128) || embeddedIpv4(v6)?.range() === 'linkLocal';
}

/** Tells whether an address is this machine or a private network's (loopback, 10/8, 172.16/12, 192.168/16, fc00::/7). */
function isLoopbackOrPrivate(address: string): boolean {
  const parsed = parseUnmapped(address);
  if (parsed === null) return false;
  const range = parsed.range();
  return range === 'loopback' || range === 'private' || range === 'uniqueLocal';
}

/**
 * Which addresses the pipeline may connect to: public ones, and with INGEST_ALLOW_PRIVATE_NETWORKS also
 * loopback and private networks (feeds served on the same machine or network), but never link-local or
 * metadata addresses.
 */
export function addressPolicy(allowPrivateNetworks: boolean): (address: string) => boolean {
  if (!allowPrivateNetworks) return isPublicAddress;
  return (address) =>
    !isLinkLocalOrMetadata(address) && (isPublicAddress(address) || isLoopbackOrPrivate(address));
}

/** Tells whether a host name is one clouds give their instance metadata service (refused before any look-up). */
export function isMetadataHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return METADATA_HOST_NAMES.has(name);
}

/** Tells whether a URL's host is an IP literal, which DNS look-ups never see, so it is checked by itself. */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(bare)) ? bare : null;
}
