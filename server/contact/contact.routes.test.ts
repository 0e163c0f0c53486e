import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

const valid = {
  name: 'Ana Souza',
  email: 'ana@example.org',
  subject: 'A correction',
  message: 'The second paragraph has a wrong number.',
};

describe('POST /api/contact', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const send = (body: unknown) =>
    app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
      body: JSON.stringify(body),
    });
  const stored = async () =>
    queryRows<{ name: string; email: string }>(
      handle.db,
      sql`select name, email from contact_messages order by id`,
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('stores a valid message for the inbox', async () => {
    const res = await send({ ...valid, language: 'ko' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'received' });
    expect(await stored()).toEqual([{ name: 'Ana Souza', email: 'ana@example.org' }]);
  });

  it('refuses text PostgreSQL cannot hold (U+0000) with a clear 400, storing nothing', async () => {
    const before = (await stored()).length;
    const res = await send({ ...valid, message: 'The second \u0000 paragraph has a wrong number.' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'bad_request',
      message: 'Text may not contain the NUL character (U+0000)',
    });
    expect(await stored()).toHaveLength(before);
  });

  it('answers 400 with the spec message for each invalid field, storing nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ subject: 'Hi' }, 'Subject must be at least 5 characters'],
      [{ message: 'Too short' }, 'Message must be at least 10 characters'],
    ];
    for (const [change, message] of cases) {
      const res = await send({ ...valid, ...change });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect(await stored()).toHaveLength(1);
  });

  it('accepts but drops a message whose hidden field a bot filled in', async () => {
    expect((await send({ ...valid, website: 'http://spam.example' })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});
