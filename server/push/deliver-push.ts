import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import type { RequestDetails } from 'web-push';
import { pushAddressPolicy, pushEndpointRefusal } from './push-endpoint.ts';

/** How long a push service has to take a message. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** Hands one encrypted message to a push service; resolves with its HTTP status. */
export type DeliverPush = (details: RequestDetails) => Promise<number>;

/**
 * Sends web-push's prepared requests (encrypted body, VAPID headers) over a pool of its own: addresses are
 * checked as the endpoint was at subscription (pushEndpointRefusal), and a name is checked again once resolved,
 * before any connection, so a name pointed at this machine's network later is refused too. Every request has a
 * deadline.
 */
export function createPushDelivery(options: {
  allowPrivateNetworks: boolean;
  timeoutMs?: number;
}): DeliverPush & { close(): Promise<void> } {
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const isAllowed = pushAddressPolicy(options.allowPrivateNetworks);
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.find((a) => !isAllowed(a.address));
      if (refused || addresses.length === 0) {
        const refusal = new Error(
          `${hostname} resolves to ${refused?.address ?? 'nothing'}, which is refused`,
        );
        return callback(refusal as NodeJS.ErrnoException, '', 4);
      }
      if (lookupOptions.all) return callback(null, addresses as unknown as string, 4);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const agent = new Agent({
    connect: { timeout: timeoutMs, lookup },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 8,
  });
  const deliver = async (details: RequestDetails): Promise<number> => {
    const refusal = pushEndpointRefusal(details.endpoint, options.allowPrivateNetworks);
    if (refusal) throw new Error(`push endpoint refused: ${refusal}`);
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    );
    const response = await request(details.endpoint, {
      dispatcher: agent,
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body.dump();
    return response.statusCode;
  };
  return Object.assign(deliver, { close: () => agent.close() });
}
