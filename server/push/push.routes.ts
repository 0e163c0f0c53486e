import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createApiRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { AppError } from '../errors.ts';
import {
  PushKeySchema,
  PushSubscribedSchema,
  PushSubscriptionSchema,
  PushUnsubscribedSchema,
  PushUnsubscribeSchema,
} from '#common/contracts/push.ts';
import { pushEndpointRefusal } from './push-endpoint.ts';
import { savePushSubscription } from './save-push-subscription.ts';
import { deletePushSubscription } from './delete-push-subscription.ts';
import { lazyVapidKeys } from './vapid-keys.ts';

const keyRoute = createApiRoute({
  method: 'get',
  path: '/api/push/key',
  operationId: 'getPushKey',
  tags: ['Alerts'],
  summary: "The site's Web Push public key (VAPID), to subscribe to breaking-news alerts with",
  responses: { 200: jsonResponse(PushKeySchema, 'The public key, base64url') },
});

const subscribeRoute = createApiRoute({
  method: 'post',
  path: '/api/push/subscriptions',
  operationId: 'subscribeToAlerts',
  tags: ['Alerts'],
  summary:
    'Subscribe a browser to breaking-news alerts in a language (its PushSubscription and the language)',
  description:
    'Only the subscription and the language are kept. The endpoint must be an https address of a public host ' +
    '(422, field endpoint, otherwise). The same endpoint again replaces its keys and language. Subscribing and ' +
    'unsubscribing count together: 30 per address in 10 minutes.',
  request: { body: { content: { 'application/json': { schema: PushSubscriptionSchema } }, required: true } },
  responses: {
    201: jsonResponse(PushSubscribedSchema, 'Subscribed'),
    ...errorResponses(422),
  },
});

const unsubscribeRoute = createApiRoute({
  method: 'delete',
  path: '/api/push/subscriptions',
  operationId: 'unsubscribeFromAlerts',
  tags: ['Alerts'],
  summary: 'Stop the alerts of a subscription (by its endpoint)',
  request: { body: { content: { 'application/json': { schema: PushUnsubscribeSchema } }, required: true } },
  responses: { 200: jsonResponse(PushUnsubscribedSchema, 'Whether there was a subscription to remove') },
});

/** Registers GET /api/push/key and POST and DELETE /api/push/subscriptions: readers' writes, no account. */
export function registerPushRoutes(app: ApiApp, deps: AppDeps): void {
  const vapidKeys = lazyVapidKeys(deps.config);
  // Public writes like a contact message: the write guard (no foreign Origin, JSON only), the body limit and a
  // rate limit of their own per address apply (server/http/create-app.ts, rate-limits.ts).
  app.openapi(keyRoute, (c) => c.json({ publicKey: vapidKeys().publicKey }, 200));
  app.openapi(subscribeRoute, async (c) => {
    const input = c.req.valid('json');
    const refusal = pushEndpointRefusal(input.endpoint, deps.config.ingestAllowPrivateNetworks);
    if (refusal) throw new AppError('unprocessable', `The push endpoint ${refusal}`, { field: 'endpoint' });
    await savePushSubscription(deps.db, input);
    return c.json({ status: 'subscribed' as const }, 201);
  });
  app.openapi(unsubscribeRoute, async (c) => {
    const removed = await deletePushSubscription(deps.db, c.req.valid('json').endpoint);
    return c.json({ removed }, 200);
  });
}
