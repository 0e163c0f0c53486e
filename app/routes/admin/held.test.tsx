// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { articles, feedItems, sources } from '#server/db/schema.ts';
import ToastPanel from '../../ui/toast-panel.tsx';
import { stubRoute } from '#tests/helpers/route-stub.ts';
import * as heldScreen from './held.tsx';

const LIGHTHOUSE_TEXT =
  'Volunteers finished restoring the Kestrel Point lighthouse lamp on Saturday, eighty years after it last shone. ' +
  'The lamp will be lit every evening in summer and serve as a museum by day, the trust that owns it said. ' +
  'Repairs took three years and were paid for by a village fair and a grant from the regional council.';

// Publishing loads the summarizer on first use, which takes a moment under the test transform.
const WAIT = { timeout: 10_000 };

describe('the held items screen', () => {
  let handle: DatabaseHandle;
  let lighthouse: number;
  let restoreFetch: () => void;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    restoreFetch = fetchAsEditor(createTestApp(handle.db));
    const [source] = await handle.db
      .insert(sources)
      .values({
        name: 'Kestrel Post',
        feedUrl: 'https://kestrel-post.example/rss',
        language: 'en',
        country: 'gb',
      })
      .returning({ id: sources.id });
    const items = await handle.db
      .insert(feedItems)
      .values([
        {
          sourceId: source!.id,
          url: 'https://kestrel-post.example/lighthouse',
          title: 'Kestrel Point lighthouse shines again',
          feedText: LIGHTHOUSE_TEXT,
          state: 'held',
          heldReason: 'undated',
          language: 'en',
          publishedAt: new Date('2026-11-20T09:00:00Z'),
        },
        {
          sourceId: source!.id,
          url: 'https://kestrel-post.example/whats-on',
          title: "What's on this week",
          feedText: 'Monday: quiz night. Tuesday: choir. Wednesday: market.',
          state: 'held',
          heldReason: 'not-a-story',
          language: 'en',
          publishedAt: new Date('2026-11-19T09:00:00Z'),
        },
        {
          sourceId: source!.id,
          url: 'https://kestrel-post.example/storm',
          title: 'Storm warning for the coast',
          feedText: 'Storm warning for the coast',
          state: 'held',
          heldReason: 'title-only',
          language: 'en',
          publishedAt: new Date('2026-11-18T09:00:00Z'),
        },
      ])
      .returning({ id: feedItems.id });
    lighthouse = items[0]!.id;
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  const show = (path = '/admin/held') => {
    const Stub = createRoutesStub([stubRoute('/admin/held', heldScreen)]);
    render(
      <>
        <Stub initialEntries={[path]} />
        <ToastPanel label="알림" closeLabel="닫기" />
      </>,
    );
  };

  it('lists the held items with their reason explained, a link to the publisher and the text', async () => {
    show();
    const rows = await screen.findAllByTestId('held-item');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    const title = first.getByRole('link', { name: /Kestrel Point lighthouse shines again/ });
    expect(title.getAttribute('href')).toBe('https://kestrel-post.example/lighthouse');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(title.getAttribute('lang')).toBe('en');
    expect(rows[0]!.textContent).toContain('Volunteers finished restoring the Kestrel Point lighthouse lamp');
    expect(rows[0]!.textContent).toContain('Kestrel Post');
    expect(rows[0]!.textContent).toContain('날짜 없음');
    expect(rows[0]!.textContent).toContain('지난 뉴스로 보입니다');
    expect(rows[2]!.textContent).toContain('제목뿐');
    // The reason filter says how many each reason holds.
    const filter = screen.getByRole('navigation', { name: '보류 사유' });
    expect(within(filter).getByRole('link', { name: '전체 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(filter).getByRole('link', { name: '기사 아님 1' })).toBeTruthy();
  });

  it('filters by reason', async () => {
    show('/admin/held?reason=not-a-story');
    const rows = await screen.findAllByTestId('held-item');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain("What's on this week");
    // Said once above the list, for the chosen reason, and in the row.
    expect(
      screen.getAllByText(
        '메뉴, 목록, 기자 이름, 행사 일정, 구인 광고, 실시간 중계(라이브 블로그)처럼 요약할 기사가 아닙니다.',
      ),
    ).toHaveLength(2);
  });

  it('publishes anyway and links to the new article; refuses a title with no text in Korean', async () => {
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('held-item');
    await user.click(
      screen.getByRole('button', { name: '그래도 게시: Kestrel Point lighthouse shines again' }),
    );
    const [article] = await waitFor(async () => {
      const rows = await handle.db.select().from(feedItems).where(eq(feedItems.id, lighthouse));
      expect(rows[0]!.state).toBe('clustered');
      return handle.db.select().from(articles).where(eq(articles.id, rows[0]!.articleId!));
    }, WAIT);
    const href = `/en/news/${article!.slug}`;
    await waitFor(() => expect(screen.getByText('기사로 게시했습니다.')).toBeTruthy());
    // In the toast and in the row, which stays until the list is loaded again.
    const links = screen.getAllByRole('link', { name: /기사 보기/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([href, href]);
    expect(screen.queryByRole('button', { name: /Kestrel Point lighthouse/ })).toBeNull();
    const filter = screen.getByRole('navigation', { name: '보류 사유' });
    expect(within(filter).getByRole('link', { name: '전체 2' })).toBeTruthy();
    expect(within(filter).getByRole('link', { name: '날짜 없음 0' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '그래도 게시: Storm warning for the coast' }));
    await waitFor(() => expect(screen.getByText(/본문이 없어 게시할 수 없습니다/)).toBeTruthy(), WAIT);
    expect(screen.getByRole('button', { name: '그래도 게시: Storm warning for the coast' })).toBeTruthy();
  });

  it('says when nothing is held for a reason', async () => {
    show('/admin/held?reason=undated');
    expect(await screen.findByText('이 사유로 보류된 항목이 없습니다.', {}, WAIT)).toBeTruthy();
  });
});
