import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { clientAddress } from '../http/client-address.ts';
import { RateLimiter } from '../http/rate-limiter.ts';
import { errorResponse } from '../http/error-handler.ts';
import { ContactMessageSchema } from '../../common/contracts/contact.ts';
import { receiveContactMessage } from './receive-contact-message.ts';

/** Messages one address may send: 5 in 10 minutes. */
const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MS = 10 * 60 * 1000;

const contactRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  tags: ['Contact'],
  summary: "Send a message to the editors' inbox (5 per address in 10 minutes)",
  request: { body: { content: { 'application/json': { schema: ContactMessageSchema } }, required: true } },
  responses: {
    201: jsonResponse(z.object({ status: z.literal('received') }), 'Message received'),
    ...errorResponses(400, 403, 413, 415, 429),
  },
});

/** Registers POST /api/contact. */
export function registerContactRoutes(app: ApiApp, deps: AppDeps): void {
  const limiter = new RateLimiter(CONTACT_LIMIT, CONTACT_WINDOW_MS);
  app.openapi(contactRoute, async (c) => {
    if (!limiter.tryAcquire(clientAddress(c))) {
      return errorResponse(
        c,
        'too_many_requests',
        'Too many messages from this address; please try again later',
      ) as never;
    }
    await receiveContactMessage(deps.db, c.req.valid('json'));
    // A bot's message gets the same answer, so it learns nothing.
    return c.json({ status: 'received' as const }, 201);
  });
}
