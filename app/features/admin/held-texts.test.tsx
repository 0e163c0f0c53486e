// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { articles, articleTranslations, heldTexts, textChecks } from '#server/db/schema.ts';
import ToastPanel from '../../ui/toast-panel.tsx';
import { HeldTexts } from './held-texts.tsx';

const FAILING = 'The new lamp can be seen 40 kilometres out at sea.';

describe('the held texts on the held items screen', () => {
  let handle: DatabaseHandle;
  let restoreFetch: () => void;
  const ids: Record<'story' | 'translation' | 'third', number> = { story: 0, translation: 0, third: 0 };

  /** A story of the lighthouse, and a text of it held by its check with the given failing sentence. */
  const holdText = async (slug: string, language: string, textKind: 'original' | 'translation') => {
    const [article] = await handle.db
      .insert(articles)
      .values({
        slug,
        category: 'world',
        country: 'GB',
        originalLanguage: 'en',
        readingTime: 1,
        publishedAt: new Date(),
      })
      .returning({ id: articles.id });
    if (textKind === 'translation')
      await handle.db.insert(articleTranslations).values({
        articleId: article!.id,
        language: 'en',
        title: 'Kestrel Point lighthouse shines again',
        summary: 'Volunteers restored the lamp.',
        content: 'Volunteers restored the lamp.',
      });
    const [check] = await handle.db
      .insert(textChecks)
      .values({
        articleId: article!.id,
        language,
        textKind,
        method: 'model',
        model: 'writer-1',
        promptVersion: '1',
        sentencesChecked: 4,
        sentencesSupported: 3,
        outcome: 'held',
        problems: [{ sentence: FAILING, reason: 'the number 40 is in no report' }],
      })
      .returning({ id: textChecks.id });
    const [held] = await handle.db
      .insert(heldTexts)
      .values({
        articleId: article!.id,
        language,
        textKind,
        title: `Kestrel Point lighthouse shines again (${slug})`,
        summary: `Volunteers restored the lamp. ${FAILING}`,
        content: `Volunteers restored the lamp after three years. ${FAILING}`,
        model: 'writer-1',
        promptVersion: '1',
        sourceLanguage: textKind === 'translation' ? 'en' : null,
        checkId: check!.id,
        failingSentence: FAILING,
        reason: 'the number 40 is in no report',
      })
      .returning({ id: heldTexts.id });
    return { articleId: article!.id, heldId: held!.id };
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    restoreFetch = fetchAsEditor(createTestApp(handle.db));
    ids.story = (await holdText('lighthouse', 'en', 'original')).articleId;
    ids.translation = (await holdText('lighthouse-fr', 'fr', 'translation')).articleId;
    ids.third = (await holdText('lighthouse-de', 'de', 'translation')).articleId;
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  const show = () =>
    render(
      <>
        <HeldTexts />
        <ToastPanel label="알림" closeLabel="닫기" />
      </>,
    );
  const cardOf = async (slug: string) =>
    (await screen.findAllByTestId('held-text')).find((card) => card.textContent?.includes(`(${slug})`))!;
  const textOf = (articleId: number, language: string) =>
    handle.db
      .select({ summary: articleTranslations.summary, origin: articleTranslations.origin })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, language)));

  it('shows each held text with its kind, language, the failing sentence marked and the reason', async () => {
    show();
    const card = await cardOf('lighthouse');
    expect(card.textContent).toContain('기사 본문');
    expect(card.textContent).toContain('(en)');
    expect(card.textContent).toContain('문장 4개 중 3개 확인됨');
    expect(card.textContent).toContain('the number 40 is in no report');
    expect(within(card).getByTestId('failing-sentence').textContent).toBe(FAILING);
    // Marked where it stands in the summary and the content too.
    expect(card.querySelectorAll('mark').length).toBeGreaterThanOrEqual(3);
    const translation = await cardOf('lighthouse-fr');
    expect(translation.textContent).toContain('번역');
    // A held translation's story is published in its own language: the editor can compare.
    expect(
      within(translation)
        .getByRole('link', { name: /게시된 원문 보기/ })
        .getAttribute('href'),
    ).toBe('/en/news/lighthouse-fr');
    expect(within(card).queryByRole('link', { name: /게시된 원문 보기/ })).toBeNull();
  });

  it('publishes a text as it is, with its machine origin', async () => {
    const user = userEvent.setup();
    show();
    await user.click(within(await cardOf('lighthouse')).getByRole('button', { name: /그대로 게시/ }));
    await waitFor(async () =>
      expect(await textOf(ids.story, 'en')).toEqual([
        { summary: `Volunteers restored the lamp. ${FAILING}`, origin: 'original' },
      ]),
    );
    await waitFor(() => expect(screen.getByText('게시했습니다.')).toBeTruthy());
    expect(screen.getAllByTestId('held-text')).toHaveLength(2);
  });

  it('publishes a text with the summary the editor corrected', async () => {
    const user = userEvent.setup();
    show();
    const card = await cardOf('lighthouse-fr');
    await user.click(within(card).getByRole('button', { name: /고쳐서 게시/ }));
    const summary = within(card).getByLabelText('요약');
    await user.clear(summary);
    await user.type(summary, 'Volunteers restored the lamp.');
    await user.click(within(card).getByRole('button', { name: '게시' }));
    await waitFor(async () =>
      expect(await textOf(ids.translation, 'fr')).toEqual([
        { summary: 'Volunteers restored the lamp.', origin: 'edited' },
      ]),
    );
  });

  it('discards a held translation after asking', async () => {
    const user = userEvent.setup();
    show();
    const card = await cardOf('lighthouse-de');
    await user.click(within(card).getByRole('button', { name: /버리기/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('독자는 원문을 봅니다');
    await user.click(within(dialog).getByRole('button', { name: '버리기' }));
    await waitFor(async () =>
      expect(await handle.db.select().from(heldTexts).where(eq(heldTexts.articleId, ids.third))).toEqual([]),
    );
    expect(await textOf(ids.third, 'de')).toEqual([]);
    await waitFor(() => expect(screen.getByText('정확성 검사로 보류된 글이 없습니다.')).toBeTruthy());
  });
});
