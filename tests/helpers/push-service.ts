import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// http_ece (RFC 8188, a dependency of web-push) has no types of its own: the one call used here.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer },
  ): Buffer;
};

/** A browser's side of a subscription: what PushSubscription.toJSON() gives, and the private key it keeps. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A message the push service took, as the subscriber's browser reads it once decrypted. */
export interface ReceivedPush {
  /** The endpoint's path: which subscription it was sent to. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
}

/**
 * A push service on 127.0.0.1 standing in for the browsers' (FCM, Mozilla's, Apple's): subscriptions made here
 * carry a P-256 key pair and an auth secret generated as a browser generates them, and every message sent to
 * them is decrypted (aes128gcm, RFC 8291) with the subscriber's private key, as the browser would. An endpoint
 * can be told to answer another status (410: the subscription is gone).
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = statuses.get(path) ?? 201;
      const browser = browsers.get(path);
      if (status === 201 && browser && req.method === 'POST') {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
        for (const wake of waiters) wake();
      }
      res.writeHead(browser ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    origin,
    received,
    /** A new browser's subscription on this service. */
    subscribe(): TestSubscription {
      const path = `/push/${++count}-${crypto.randomBytes(4).toString('hex')}`;
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: origin + path,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** Makes an endpoint answer `status` from now on (404 or 410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    /** The messages a subscription received. */
    receivedBy(endpoint: string): ReceivedPush[] {
      const path = new URL(endpoint).pathname;
      return received.filter((message) => message.path === path);
    },
    /** Resolves once a message matching `test` arrived (or rejects after `timeoutMs`). */
    async waitFor(test: (message: ReceivedPush) => boolean, timeoutMs = 10_000): Promise<ReceivedPush> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(test);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no push message arrived in time');
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
