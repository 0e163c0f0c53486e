import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '#tests/helpers/run-script.ts';
import { freePort, waitForHttp } from '../scripts/bench/server-process.ts';

describe('shutting down on SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'cuts off a stalled client, finishes the request in flight, closes the database and exits 0 within 10 s',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      const server = runScript('server/main.ts', [], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ADMIN_PASSWORD: 'shutdown-test-password',
      });
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, 90_000);

      // A client that sends half its headers and stalls is cut off after the 10 s headers timeout (a slow-loris).
      const cutOff = await new Promise<{ ms: number; answer: string }>((resolve) => {
        const started = Date.now();
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '),
        );
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
      });
      expect(cutOff.ms).toBeGreaterThanOrEqual(9_000);
      expect(cutOff.ms).toBeLessThan(13_000);
      expect(cutOff.answer).toMatch(/^HTTP\/1\.1 408/);

      // A reader's message, half sent: the request is in flight when the signal comes.
      const body = JSON.stringify({
        name: 'Ana Souza',
        email: 'ana@example.org',
        subject: 'During the shutdown',
        message: 'This message was still arriving when the server was told to stop.',
      });
      const answered = new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/contact',
            headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 20));
        setTimeout(() => {
          server.child.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(20)), 300);
        }, 200);
      });
      const signalled = Date.now();
      expect(await answered).toBe(201);
      const { code, output } = await server.done;
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(code).toBe(0);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"stopped"');

      // The message was stored: the database was closed cleanly and opens again with it.
      const again = runScript('server/main.ts', [], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'shutdown-test-password',
      });
      try {
        await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000);
        const inbox = await fetch(`http://127.0.0.1:${port}/api/admin/messages`, {
          headers: {
            Authorization: `Basic ${Buffer.from('admin:shutdown-test-password').toString('base64')}`,
          },
        });
        expect(inbox.status).toBe(200);
        expect(JSON.stringify(await inbox.json())).toContain('During the shutdown');
      } finally {
        again.child.kill('SIGTERM');
        await again.done;
      }
    },
  );
});
