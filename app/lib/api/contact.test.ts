import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '#common/contracts/admin-messages.ts';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { sendContactMessage } from './contact.ts';
import { ApiError } from './request.ts';

const message = {
  name: 'Ana Souza',
  email: 'ana@example.org',
  subject: 'A correction',
  message: 'The second paragraph has a wrong number.',
  language: 'pt',
};

describe('sendContactMessage', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createTestApp>;
  const realFetch = globalThis.fetch;
  /** The editors' inbox, as their screen reads it. */
  const inbox = async () => {
    const response = await app.request('/api/admin/messages', {
      headers: { Authorization: adminAuthHeader() },
    });
    const page = (await response.json()) as InboxPage;
    return page.items.map(({ subject, language }) => ({ subject, language }));
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
    // The reader's browser on the site: its fetch calls reach the real app, in memory.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set('Origin', TEST_SITE_URL);
      return app.request(new URL(String(input), TEST_SITE_URL).pathname, { ...init, headers });
    }) as typeof fetch;
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await handle.close();
  });

  it('puts the message in the editors’ inbox, with the reader’s language', async () => {
    await expect(sendContactMessage(message)).resolves.toBeUndefined();
    expect(await inbox()).toEqual([{ subject: 'A correction', language: 'pt' }]);
  });

  it('throws the API’s refusal, with its status and words, and stores nothing', async () => {
    const refusal = await sendContactMessage({ ...message, subject: 'Hi' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).reason).toContain('Subject must be at least 5 characters');
    expect(await inbox()).toHaveLength(1);
  });
});
