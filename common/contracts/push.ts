import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** The site's Web Push application server key (VAPID, base64url): what a browser subscribes with. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/**
 * A push service's address for one browser. Push services are on https; whether an address may be reached at
 * all (not this machine's network, never link-local or metadata) the server decides (server/push/).
 */
const PushEndpointSchema = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * A browser's push subscription (PushSubscription.toJSON()) and the language its alerts are written in: all
 * that is kept about a reader who subscribes.
 */
export const PushSubscriptionSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, base64url. */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'must be a P-256 public key in base64url'),
    /** The browser's 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}={0,2}$/, 'must be a 16-byte secret in base64url'),
  }),
  language: LanguageSchema,
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** The answer to a subscription. */
export const PushSubscribedSchema = z.object({ status: z.literal('subscribed') });

/** Which subscription to forget. */
export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/** Whether a subscription was there to forget. */
export const PushUnsubscribedSchema = z.object({ removed: z.boolean() });
