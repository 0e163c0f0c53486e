// @vitest-environment happy-dom
// Each admin screen's client action does only the changes its union of intents names: anything else is refused
// with a 400 before the API is asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as articles from './articles.tsx';
import * as createArticle from './create-article.tsx';
import * as editArticle from './edit-article.tsx';
import * as held from './held.tsx';
import * as messages from './messages.tsx';
import * as sources from './sources.tsx';
import * as translations from './translations.tsx';

const SCREENS = { articles, createArticle, editArticle, held, messages, sources, translations };

/** A client action's call, as the router makes it, for a fetcher that sent `body` as JSON. */
const post = (action: (args: never) => Promise<unknown>, body: unknown) =>
  action({
    request: new Request('http://localhost/admin/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
    params: { id: '1' },
  } as never);

let sent: string[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string) => {
    sent.push(url);
    return Response.json({});
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the admin screens' client actions", () => {
  it.each(Object.entries(SCREENS))(
    '%s refuses an intent it does not know, and asks nothing',
    async (_, screen) => {
      await expect(post(screen.clientAction, { intent: 'drop-all-tables' })).rejects.toMatchObject({
        init: { status: 400 },
      });
      await expect(post(screen.clientAction, { id: 1 })).rejects.toMatchObject({ init: { status: 400 } });
      expect(sent).toEqual([]);
    },
  );

  it('refuses a known intent with a field of the wrong kind', async () => {
    const wrong = [
      [articles.clientAction, { intent: 'delete', id: '1; drop' }],
      [articles.clientAction, { intent: 'set-breaking', id: 1, isBreaking: 'yes' }],
      [messages.clientAction, { intent: 'mark', id: 1 }],
      [held.clientAction, { intent: 'publish' }],
      [sources.clientAction, { intent: 'set-enabled', id: 1, enabled: 1 }],
      [sources.clientAction, { intent: 'save', id: null }],
      [translations.clientAction, { intent: 'translate-missing', articleId: -3 }],
      [editArticle.clientAction, { intent: 'update' }],
      [createArticle.clientAction, { intent: 'create', input: 'everything' }],
    ] as const;
    for (const [action, body] of wrong) {
      await expect(post(action, body), JSON.stringify(body)).rejects.toMatchObject({ init: { status: 400 } });
    }
    expect(sent).toEqual([]);
  });

  it('sends a known intent to the API through its function', async () => {
    await post(articles.clientAction, { intent: 'set-breaking', id: 4, isBreaking: true });
    await post(messages.clientAction, { intent: 'mark', id: 5, handled: false });
    await post(sources.clientAction, { intent: 'fetch-source', id: 6 });
    expect(sent).toEqual(['/api/news/4', '/api/admin/messages/5', '/api/admin/sources/6/fetch']);
  });
});
