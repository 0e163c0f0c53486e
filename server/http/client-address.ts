import net from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Where requests come from. The TCP peer, unless it is one of TRUSTED_PROXIES: then X-Forwarded-For is read
 * from the right, skipping the trusted proxies, and its first untrusted address is the client (the left part of
 * the header is whatever the client wrote, so it is never believed). X-Forwarded-Proto likewise counts only from
 * a trusted proxy.
 */
export class ClientAddresses {
  private readonly trusted: net.BlockList | null;

  constructor(trustedProxies: readonly string[]) {
    if (trustedProxies.length === 0) {
      this.trusted = null;
      return;
    }
    const list = new net.BlockList();
    for (const entry of trustedProxies) {
      const [address, prefix] = entry.split('/') as [string, string | undefined];
      const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    this.trusted = list;
  }

  private isTrusted(address: string): boolean {
    if (!this.trusted) return false;
    const plain = address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
    const type = net.isIPv6(plain) ? 'ipv6' : net.isIPv4(plain) ? 'ipv4' : null;
    return type !== null && this.trusted.check(plain, type);
  }

  /** The TCP peer; 'unknown' for in-memory requests (tests). */
  private peer(c: Context): string {
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  }

  /** The client's address, for rate limits and logs. */
  of(c: Context): string {
    return this.addressFrom(this.peer(c), c.req.header('x-forwarded-for'));
  }

  /** The same from the socket's peer and the X-Forwarded-For header (requests served before the app). */
  addressFrom(peer: string, forwardedFor: string | undefined): string {
    if (!this.isTrusted(peer)) return peer;
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => net.isIP(hop) !== 0);
    for (let i = hops.length - 1; i >= 0; i--) {
      if (!this.isTrusted(hops[i]!)) return hops[i]!;
    }
    return hops[0] ?? peer;
  }

  /** Whether the reader's connection is HTTPS: the request's own scheme, or a trusted proxy's word for it. */
  isHttps(c: Context): boolean {
    return this.httpsFrom(
      new URL(c.req.url).protocol === 'https:',
      this.peer(c),
      c.req.header('x-forwarded-proto'),
    );
  }

  /** The same from the socket (TLS or not), its peer and X-Forwarded-Proto. */
  httpsFrom(encrypted: boolean, peer: string, forwardedProto: string | undefined): boolean {
    if (encrypted) return true;
    if (!this.isTrusted(peer)) return false;
    return forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
  }
}
