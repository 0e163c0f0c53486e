import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createApiRoute, jsonResponse } from '../http/openapi-helpers.ts';
import { ContactMessageSchema } from '#common/contracts/contact.ts';
import { receiveContactMessage } from './receive-contact-message.ts';

const contactRoute = createApiRoute({
  method: 'post',
  path: '/api/contact',
  operationId: 'sendContactMessage',
  tags: ['Contact'],
  summary: "Send a message to the editors' inbox (5 per address in 10 minutes)",
  request: { body: { content: { 'application/json': { schema: ContactMessageSchema } }, required: true } },
  responses: {
    201: jsonResponse(z.object({ status: z.literal('received') }), 'Message received'),
  },
});

/** Registers POST /api/contact. */
export function registerContactRoutes(app: ApiApp, deps: AppDeps): void {
  // Five messages per address in ten minutes: counted by the rate limits in front of every route
  // (server/http/rate-limits.ts), shared by every server process when REDIS_URL is set.
  app.openapi(contactRoute, async (c) => {
    await receiveContactMessage(deps.db, c.req.valid('json'));
    // A bot's message gets the same answer, so it learns nothing.
    return c.json({ status: 'received' as const }, 201);
  });
}
