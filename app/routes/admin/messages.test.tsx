// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { contactMessages, corrections } from '#server/db/schema.ts';
import ToastPanel from '../../ui/toast-panel.tsx';
import { stubRoute } from '#tests/helpers/route-stub.ts';
import * as messagesScreen from './messages.tsx';

const SENTENCE = 'The ferry carries 40 cars a crossing.';

describe('the inbox with error reports', () => {
  let handle: DatabaseHandle;
  let restoreFetch: () => void;
  let storyId: number;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    restoreFetch = fetchAsEditor(createTestApp(handle.db));
    storyId = (
      await insertArticle(handle.db, {
        slug: 'night-ferry',
        translations: [{ language: 'en', title: 'Night ferry returns in March' }],
      })
    ).id;
    await handle.db.insert(contactMessages).values([
      {
        name: 'Ada Reader',
        email: 'ada@example.org',
        subject: 'A question about a story',
        message: 'When does the night ferry start again?',
        createdAt: new Date('2026-11-20T08:00:00Z'),
      },
      {
        kind: 'error-report',
        subject: 'Error report: night-ferry',
        message: 'The operator says 14 cars, not 40.',
        language: 'ko',
        articleId: storyId,
        sentence: SENTENCE,
        createdAt: new Date('2026-11-21T08:00:00Z'),
      },
    ]);
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  const show = () => {
    const Stub = createRoutesStub([stubRoute('/admin/messages', messagesScreen)]);
    render(
      <>
        <Stub initialEntries={['/admin/messages']} />
        <ToastPanel label="알림" closeLabel="닫기" />
      </>,
    );
  };

  it('shows an error report with its story and the quoted sentence, apart from a message', async () => {
    show();
    const [report, message] = await screen.findAllByTestId('inbox-message');
    const inReport = within(report!);
    expect(inReport.getByText('오류 신고')).toBeTruthy();
    const link = inReport.getByRole('link', { name: /Night ferry returns in March/ });
    expect(link.getAttribute('href')).toBe('/ko/news/night-ferry');
    expect(inReport.getByTestId('reported-sentence').textContent).toBe(SENTENCE);
    expect(inReport.getByRole('button', { name: '기사 정정하기' })).toBeTruthy();
    const inMessage = within(message!);
    expect(inMessage.getByText('A question about a story')).toBeTruthy();
    expect(inMessage.queryByText('오류 신고')).toBeNull();
    expect(inMessage.queryByRole('button', { name: '기사 정정하기' })).toBeNull();
  });

  it('corrects the story from the report, which marks the report handled', async () => {
    const user = userEvent.setup();
    show();
    const [report] = await screen.findAllByTestId('inbox-message');
    const inReport = within(report!);
    await user.click(inReport.getByRole('button', { name: '기사 정정하기' }));
    await user.click(inReport.getByRole('button', { name: '정정 게시' }));
    expect(inReport.getByText('정정 내용을 10자 이상 쓰세요.')).toBeTruthy();
    await user.selectOptions(inReport.getByLabelText('정정문 언어'), 'en');
    await user.type(
      inReport.getByLabelText(/정정 내용/),
      'An earlier version said 40 cars; the ferry carries 14.',
    );
    await user.click(inReport.getByRole('button', { name: '정정 게시' }));
    await waitFor(() =>
      expect(screen.getByText('정정을 게시하고 신고를 처리 완료로 표시했습니다.')).toBeTruthy(),
    );
    const stored = await handle.db.select().from(corrections);
    expect(stored).toEqual([
      expect.objectContaining({
        articleId: storyId,
        language: 'en',
        text: 'An earlier version said 40 cars; the ferry carries 14.',
      }),
    ]);
    await waitFor(() =>
      expect(within(screen.getAllByTestId('inbox-message')[0]!).getByText('처리 완료')).toBeTruthy(),
    );
  });
});
