import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { HeldItemPage } from '#common/contracts/held-items.ts';
import type { Source } from '#common/contracts/sources.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const credentials = { username: 'admin', password: 'e2e-admin-password' };
test.use({ httpCredentials: credentials });

// Each project (desktop, phone) reads its own publisher's town, so that its items are not taken for more
// reports of the other project's: a second report would take a title out of the held list.
const TOWNS: Record<string, string> = { desktop: 'Hollin Quay', phone: 'Marrow Bay' };

const tideMill = (town: string) =>
  `The tide mill at ${town} ground its first sack of flour in ninety years on Sunday, after volunteers rebuilt its oak water wheel. ` +
  'The mill fills a pond at high tide and turns the wheel as the water runs back out to sea, giving about four hours of work a day. ' +
  'Its trust plans to sell the flour at the quay market and to open the mill to schools from the spring.';

/**
 * A publisher on 127.0.0.1 (the test server may fetch it: INGEST_ALLOW_PRIVATE_NETWORKS=1): a feed with an
 * undated story, which the site's first read of the feed holds as old news, and a headline with no text whose
 * page is missing, which is held as a title only.
 */
async function startPublisher(project: string, town: string) {
  const server = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' }).end(
        `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${town} Times</title><link>${origin}/</link><language>en</language>
<item><title>Tide mill at ${town} grinds flour again</title><link>${origin}/${project}/tide-mill</link><description>${tideMill(town)}</description></item>
<item><title>${town} council meets tonight</title><link>${origin}/${project}/council</link><description></description><pubDate>${new Date().toUTCString()}</pubDate></item>
</channel></rss>`,
      );
    } else if (req.url === `/${project}/tide-mill`) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Tide mill</title></head><body><article><h1>Tide mill at ${town} grinds flour again</h1><p>${tideMill(town)}</p></article></body></html>`,
        );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    feedUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('an editor sees what was held and why, and publishes a story anyway', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const town = TOWNS[testInfo.project.name] ?? 'Hollin Quay';
  const slugTown = town.toLowerCase().replace(/ /g, '-');
  const publisher = await startPublisher(testInfo.project.name, town);
  try {
    const added = await request.post('/api/admin/sources', {
      data: {
        name: `${town} Times`,
        feedUrl: publisher.feedUrl,
        siteUrl: '',
        language: 'en',
        country: 'gb',
        trustLevel: 'medium',
        accessType: 'free',
      },
    });
    expect(added.status()).toBe(201);
    const source = (await added.json()) as Source;
    expect((await request.post(`/api/admin/sources/${source.id}/fetch`, { data: {} })).status()).toBe(202);
    // The pass runs in the background: wait until both items are held.
    await expect
      .poll(
        async () => {
          // The pass keeps the server busy: a 503 with Retry-After (its overload guard) means ask again.
          const answer = await request.get('/api/admin/held-items');
          if (answer.status() === 503) return [];
          expect(answer.status()).toBe(200);
          const held = (await answer.json()) as HeldItemPage;
          return held.items.filter((i) => i.sourceId === source.id).map((i) => i.reason);
        },
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining(['undated', 'title-only']));

    await page.goto('/admin/held');
    await expect(page.getByRole('heading', { name: '보류 항목' })).toBeVisible();
    const mill = page.getByTestId('held-item').filter({ hasText: `Tide mill at ${town} grinds flour again` });
    await expect(mill).toHaveCount(1);
    await expect(mill).toContainText('날짜 없음');
    await expect(mill).toContainText(`The tide mill at ${town} ground its first sack of flour`);
    await expect(mill.getByRole('link', { name: new RegExp(`Tide mill at ${town}`) })).toHaveAttribute(
      'href',
      new RegExp(`/${testInfo.project.name}/tide-mill$`),
    );
    await expectNoSeriousA11yViolations(page);

    // The filter shows one reason at a time, with its explanation.
    await page
      .getByRole('navigation', { name: '보류 사유' })
      .getByRole('link', { name: /제목뿐/ })
      .click();
    await expect(page).toHaveURL(/reason=title-only/);
    await expect(page.getByText('본문 없이 제목만 있습니다.', { exact: false }).first()).toBeVisible();
    const council = page.getByTestId('held-item').filter({ hasText: `${town} council meets tonight` });
    await expect(council).toHaveCount(1);
    await expect(page.getByTestId('held-item').filter({ hasText: 'Tide mill' })).toHaveCount(0);
    // A headline with no text cannot be published as a story.
    await council.getByRole('button', { name: /그래도 게시/ }).click();
    await expect(page.getByText(/본문이 없어 게시할 수 없습니다/).first()).toBeVisible();

    await page
      .getByRole('navigation', { name: '보류 사유' })
      .getByRole('link', { name: /날짜 없음/ })
      .click();
    await mill.getByRole('button', { name: /그래도 게시/ }).click();
    await expect(page.getByText('기사로 게시했습니다.').first()).toBeVisible();
    const link = mill.getByRole('link', { name: /기사 보기/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/en/news/tide-mill-at-${slugTown}-grinds-flour-again`));

    // Readers see the story, told from its own text.
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Tide mill at ${town} grinds flour again`,
    );
    await expect(page.getByText(/ground its first sack of flour in ninety years/).first()).toBeVisible();
    // The story leaves the site again, so that the other tests find the demo edition's newest stories first.
    const published = (await (await request.get(`/api${href!.replace(/^\/en/, '')}`)).json()) as {
      id: number;
    };
    expect((await request.delete(`/api/news/${published.id}`)).status()).toBe(204);
  } finally {
    await publisher.close();
  }
});
