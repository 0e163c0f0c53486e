import { parentPort, workerData } from 'node:worker_threads';
import type { loadDocumentHandler as LoadDocumentHandler } from './document-handler.ts';
import {
  PAGE_SERVICE_CALLS,
  type PageLoadContext,
  type PageLogLevel,
  type PageServiceCall,
} from './page-services.ts';
import {
  describeError,
  reviveError,
  type FromRenderThread,
  type RenderThreadData,
  type ToRenderThread,
} from './render-messages.ts';

// A render thread (server/http/render-threads.ts): draws pages with React Router, asking the main thread, which
// keeps the database, for what each page's loaders read. Nothing here touches the database or the network.

const settings = workerData as RenderThreadData;
const port = parentPort!;
const { loadDocumentHandler } = (await import(
  settings.handlerModule ?? new URL(`./document-handler${import.meta.url.slice(-3)}`, import.meta.url).href
)) as { loadDocumentHandler: typeof LoadDocumentHandler };
const handler = await loadDocumentHandler(settings.buildEntry, settings.mode, settings.extraOrigins);

const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
let lastCall = 0;

/**
 * The load context of one drawing: each service call and log line goes to the main thread, tagged with the
 * drawing it is for (the main thread logs it with that request's id).
 */
function contextFor(job: number): PageLoadContext {
  const ask =
    (service: PageServiceCall) =>
    (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        const call = ++lastCall;
        waiting.set(call, { resolve, reject });
        send({ type: 'call', job, call, service, args });
      });
  const log = (level: PageLogLevel) => (details: Record<string, unknown>, message: string) =>
    send({ type: 'log', job, level, details: describeDetails(details), message });
  const calls = Object.fromEntries(PAGE_SERVICE_CALLS.map((service) => [service, ask(service)]));
  return {
    ...settings.site,
    ...calls,
    logger: { error: log('error'), warn: log('warn') },
  } as PageLoadContext;
}

/** A log line's details as a message carries them: errors described (their class does not cross threads). */
function describeDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([name, value]) => [
      name,
      value instanceof Error ? describeError(value) : value,
    ]),
  );
}

function send(message: FromRenderThread, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

async function draw(job: number, url: string, method: string, headers: [string, string][]): Promise<void> {
  try {
    const response = await handler(new Request(url, { method, headers }), contextFor(job));
    const body = response.body === null ? null : await response.arrayBuffer();
    send(
      {
        type: 'drawn',
        job,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      },
      body ? [body] : [],
    );
  } catch (error) {
    send({ type: 'failed', job, error: describeError(error) });
  }
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'draw') {
    void draw(message.job, message.url, message.method, message.headers);
    return;
  }
  const pending = waiting.get(message.call);
  if (!pending) return;
  waiting.delete(message.call);
  if (message.type === 'answer') pending.resolve(message.value);
  else pending.reject(reviveError(message.error));
});

send({ type: 'ready' });
