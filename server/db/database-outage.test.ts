import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { makeCreatePayload } from '#tests/helpers/factories.ts';
import { openPostgres, type DatabaseHandle } from './client.ts';

/**
 * A TCP proxy in front of the PostgreSQL server that the test can cut (every connection reset, new ones
 * refused) and restore, so that nothing else on the machine loses its database.
 */
class CuttableProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(port = 0): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.resetAndDestroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  async restore(): Promise<void> {
    await this.open(this.port);
  }
}

// Issue 13, fault (b): the database becomes unreachable under load.
describe.runIf(testDatabaseKinds().includes('postgres'))(
  'the PostgreSQL server going away and coming back',
  () => {
    let direct: DatabaseHandle & { url?: string };
    let viaProxy: DatabaseHandle;
    let proxy: CuttableProxy;
    let app: ReturnType<typeof createTestApp>;

    beforeAll(async () => {
      direct = await openTestDatabase('postgres');
      const url = new URL(direct.url!);
      proxy = new CuttableProxy(url.hostname, Number(url.port || 5432));
      await proxy.open();
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      viaProxy = await openPostgres(url.toString());
      app = createTestApp(viaProxy.db);
    });
    afterAll(async () => {
      await viaProxy?.close();
      await direct?.close();
    });

    const create = (n: number) =>
      app.request('/api/news', {
        method: 'POST',
        headers: adminJsonHeaders(),
        body: JSON.stringify(makeCreatePayload({ slug: `outage-${n}` })),
      });

    it(
      'fails fast with 503 and a JSON error while it is gone, recovers by itself, and loses no acknowledged write',
      { timeout: 60_000 },
      async () => {
        const acknowledged: string[] = [];
        for (let n = 0; n < 5; n++) {
          const res = await create(n);
          expect(res.status).toBe(201);
          acknowledged.push(`outage-${n}`);
        }

        await proxy.cut();
        for (const request of [
          () => app.request('/api/news?language=en'),
          () => app.request('/api/news/outage-1'),
          () => create(100),
        ]) {
          const started = Date.now();
          const res = await request();
          expect(res.status).toBe(503);
          expect(res.headers.get('retry-after')).toBe('5');
          expect(await res.json()).toMatchObject({ error: 'unavailable' });
          expect(Date.now() - started).toBeLessThan(6_000);
        }
        expect((await app.request('/readyz')).status).toBe(503);
        expect((await app.request('/healthz')).status).toBe(200);

        await proxy.restore();
        let recovered = false;
        for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
          recovered = (await app.request('/api/news?language=en')).status === 200;
          if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(recovered).toBe(true);
        expect((await app.request('/readyz')).status).toBe(200);
        for (const slug of acknowledged)
          expect((await app.request(`/api/news/${slug}`)).status, slug).toBe(200);
        // The write refused during the outage was not half-done: it is absent, and can be made now.
        expect((await app.request('/api/news/outage-100')).status).toBe(404);
        expect((await create(100)).status).toBe(201);
      },
    );
  },
);
