import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { insertArticle, makePhotoLikePng } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articles, images } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { PipelineRunner } from './pipeline-runner.ts';

describe.each(testDatabaseKinds())('a published story’s picture outside a pass, on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let origin: string;
  const fetch = createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 2000,
    maxRedirects: 1,
    // Only the test's own server on 127.0.0.1.
    isAddressAllowed: (address) => address === '127.0.0.1',
  });
  const runner = () =>
    new PipelineRunner(
      async () => ({
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        settings: DEFAULT_PIPELINE_SETTINGS,
        sleep: () => Promise.resolve(),
      }),
      createLogger('silent'),
      null,
      false,
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const photo = await makePhotoLikePng(1200, 675);
    server = http.createServer((req, res) => {
      if (req.url === '/img/ferry.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fetch.close();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it('stores the publisher’s picture through the image pipeline; stop() waits for it', async () => {
    const article = await insertArticle(handle.db);
    const pipeline = runner();
    pipeline.fetchImage(article.id, `${origin}/img/ferry.png`);
    await pipeline.stop();
    const [row] = await handle.db
      .select({ source: images.source, width: images.width })
      .from(articles)
      .innerJoin(images, eq(images.id, articles.imageId))
      .where(eq(articles.id, article.id));
    expect(row).toEqual({ source: 'publisher', width: 1200 });
  });

  it('draws a title card when the picture is missing or its address is refused', async () => {
    const missing = await insertArticle(handle.db);
    const refused = await insertArticle(handle.db);
    const pipeline = runner();
    pipeline.fetchImage(missing.id, `${origin}/img/gone.png`);
    pipeline.fetchImage(refused.id, 'not an address');
    await pipeline.stop();
    // Drawn by the pipeline's draw-title-card job, on the queue that ran the picture's job.
    const rows = await handle.db
      .select({ id: articles.id, source: images.source })
      .from(articles)
      .innerJoin(images, eq(images.id, articles.imageId))
      .where(inArray(articles.id, [missing.id, refused.id]))
      .orderBy(articles.id);
    expect(rows).toEqual([
      { id: missing.id, source: 'generated' },
      { id: refused.id, source: 'generated' },
    ]);
  });
});
