// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { fetchAsEditor } from '#tests/helpers/editor-fetch.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { stubRoute, type ScreenModule } from '#tests/helpers/route-stub.ts';
import * as articlesScreen from './articles.tsx';
import * as translationsScreen from './translations.tsx';

// The article list and the translation dashboard name each story by its title and open it.
describe("the admin's lists of articles", () => {
  let handle: DatabaseHandle;
  let restoreFetch: () => void;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    restoreFetch = fetchAsEditor(createTestApp(handle.db));
    await insertArticle(handle.db, {
      slug: 'busan-comet',
      publishedAt: new Date('2026-05-02T10:00:00Z'),
      translations: [
        { language: 'en', title: 'Comet seen over Busan' },
        { language: 'ko', title: '부산 하늘에 혜성' },
      ],
    });
    await insertArticle(handle.db, {
      slug: 'lisbon-tram',
      originalLanguage: 'pt',
      publishedAt: new Date('2026-05-01T10:00:00Z'),
      translations: [{ language: 'pt', title: 'O elétrico 28 volta a circular' }],
    });
  });
  afterEach(cleanup);
  afterAll(async () => {
    restoreFetch();
    await handle.close();
  });

  const show = (path: string, screen: ScreenModule) => {
    const Stub = createRoutesStub([stubRoute(path, screen)]);
    render(<Stub initialEntries={[path]} />);
  };

  it('lists each article by its Korean title, else its own, opening the story in a new tab', async () => {
    show('/admin/articles', articlesScreen);
    const [busan, lisbon] = await screen.findAllByTestId('admin-article-row');
    const korean = within(busan!).getByRole('link', { name: '부산 하늘에 혜성 (새 탭에서 열림)' });
    expect(korean.getAttribute('href')).toBe('/ko/news/busan-comet');
    expect(korean.getAttribute('target')).toBe('_blank');
    expect(korean.getAttribute('lang')).toBe('ko');
    expect(busan!.textContent).toContain('busan-comet');
    const portuguese = within(lisbon!).getByRole('link', { name: /O elétrico 28 volta a circular/ });
    expect(portuguese.getAttribute('href')).toBe('/pt/news/lisbon-tram');
    expect(portuguese.getAttribute('lang')).toBe('pt');
  });

  it('names the incomplete translations by their English title, else their own, opening the story', async () => {
    show('/admin/translations', translationsScreen);
    const items = await screen.findAllByTestId('incomplete-item');
    const links = items.map((item) => within(item).getAllByRole('link')[0]!);
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('lang')])).toEqual([
      ['O elétrico 28 volta a circular (opens in a new tab)', '/pt/news/lisbon-tram', 'pt'],
      ['Comet seen over Busan (opens in a new tab)', '/en/news/busan-comet', 'en'],
    ]);
    expect(items[1]!.textContent).toContain('busan-comet');
  });
});
