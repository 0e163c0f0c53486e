// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import { makePng } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import ToastPanel from '../../ui/toast-panel.tsx';
import { stubRoute } from '#tests/helpers/route-stub.ts';
import * as createArticleScreen from './create-article.tsx';

describe('the new article screen', () => {
  let handle: DatabaseHandle;
  let restoreFetch: () => void;
  const slugs = async () =>
    (await queryRows<{ slug: string }>(handle.db, sql`select slug from articles order by id`)).map(
      (r) => r.slug,
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    restoreFetch = fetchAsEditor(createTestApp(handle.db));
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  const show = () => {
    const Stub = createRoutesStub([stubRoute('/admin', createArticleScreen)]);
    render(
      <>
        <Stub initialEntries={['/admin']} />
        <ToastPanel label="알림" closeLabel="닫기" />
      </>,
    );
    return userEvent.setup();
  };

  /** Fills in everything the form asks for, with an English text. */
  const fillIn = async (user: ReturnType<typeof userEvent.setup>, slug: string, country = 'kr') => {
    await user.type(screen.getByLabelText('슬러그'), slug);
    await user.selectOptions(screen.getByLabelText('카테고리'), 'science');
    await user.type(screen.getByLabelText('국가 코드'), country);
    await user.type(document.querySelector<HTMLElement>('#translations-0-title')!, 'Comet seen over Busan');
    await user.type(document.querySelector<HTMLElement>('#translations-0-summary')!, 'Crowds gathered.');
    await user.type(document.querySelector<HTMLElement>('#translations-0-content')!, 'It was bright.');
  };
  const save = (user: ReturnType<typeof userEvent.setup>) =>
    user.click(screen.getByRole('button', { name: '기사 생성' }));

  it('refuses "KO" (from "Korea") in Korean before sending, and names the country of KR', async () => {
    const user = show();
    await fillIn(user, 'comet-over-busan', 'ko');
    await save(user);
    expect(
      await screen.findByText('KO: ISO 3166-1에 없는 국가 코드입니다 (예: 대한민국은 KR).'),
    ).toBeTruthy();
    expect(screen.getByLabelText('국가 코드').getAttribute('aria-invalid')).toBe('true');
    expect(await slugs()).toEqual([]);

    await user.clear(screen.getByLabelText('국가 코드'));
    await user.type(screen.getByLabelText('국가 코드'), 'kr');
    expect(screen.getByTestId('country-name').textContent).toContain('국가: 대한민국');
  });

  it('refuses a file that is not a picture on choosing it: a field error, no preview', async () => {
    const user = show();
    const input = document.querySelector<HTMLInputElement>('#thumbnail')!;
    await user.upload(input, new File(['Minutes of the meeting'], 'minutes.png', { type: 'image/png' }));
    expect(await screen.findByText('PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('thumbnail-preview')).toBeNull();
  });

  it("shows the server's reason for a refused save in the toast and on the picture it is about", async () => {
    const user = show();
    await fillIn(user, 'comet-broken-picture');
    // A PNG's first bytes with its end cut off: only decoding it, on the server, finds it out.
    const truncated = new Uint8Array(await makePng(64, 64)).subarray(0, 60);
    await user.upload(
      document.querySelector<HTMLInputElement>('#thumbnail')!,
      new File([truncated], 'comet.png', { type: 'image/png' }),
    );
    await screen.findByTestId('thumbnail-preview');
    await save(user);
    const reason = 'the thumbnail is not a readable PNG image';
    expect(await screen.findByText(`기사 생성에 실패했습니다. 사유: ${reason}`)).toBeTruthy();
    expect(document.querySelector('#thumbnail-error')?.textContent).toBe(reason);
    expect(screen.getByLabelText('슬러그')).toHaveProperty('value', 'comet-broken-picture');
    expect(await slugs()).toEqual([]);
  });

  it("shows a refusal of a translation's text on that translation's field", async () => {
    const user = show();
    await fillIn(user, 'comet-long-title');
    const title = document.querySelector<HTMLInputElement>('#translations-0-title')!;
    await user.clear(title);
    await user.click(title);
    await user.paste('A very long headline '.repeat(16));
    await save(user);
    await waitFor(() =>
      expect(document.querySelector('#translations-0-title-error')?.textContent).toMatch(/300/),
    );
    expect(screen.getByText(/^기사 생성에 실패했습니다\. 사유: translations\.0\.title: /)).toBeTruthy();
  });

  it('links to the new article once created, in the toast and above the form', async () => {
    const user = show();
    await fillIn(user, 'comet-over-busan');
    await save(user);
    expect(await screen.findByText('기사가 성공적으로 생성되었습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '기사 보기' }).getAttribute('href')).toBe(
      '/en/news/comet-over-busan',
    );
    const created = screen.getByRole('link', { name: 'Comet seen over Busan (새 탭에서 열림)' });
    expect(created.getAttribute('href')).toBe('/en/news/comet-over-busan');
    expect(created.getAttribute('target')).toBe('_blank');
    expect(created.closest('[role="status"]')?.textContent).toContain('방금 만든 기사:');
    expect(await slugs()).toEqual(['comet-over-busan']);
  });
});
