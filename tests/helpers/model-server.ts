import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat request as the test model server received it. */
export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  headers: http.IncomingHttpHeaders;
  receivedAt: number;
}

/** What the server does with one request: answer a message, fail with a status, or never answer in time. */
export type ModelReply =
  | { content: string; delayMs?: number }
  | { status: number; headers?: Record<string, string>; body?: string }
  | { hang: true };

/** Decides the reply to each request (its index counts from 0). */
export type ModelScript = (request: ChatRequest, index: number) => ModelReply;

export interface ModelServer {
  /** The base URL to set as AI_BASE_URL. */
  baseUrl: string;
  requests: ChatRequest[];
  script: ModelScript;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 for the tests: `POST /v1/chat/completions`
 * answers what the script says (recorded outputs, malformed JSON, text in the wrong language, 429 with
 * Retry-After, 500s, a request that never ends), so no test reaches a real model.
 */
export async function startModelServer(script: ModelScript, port = 0): Promise<ModelServer> {
  const requests: ChatRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state: ModelServer = {
    baseUrl: '',
    requests,
    script,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; messages: ChatRequest['messages'] };
      const request: ChatRequest = {
        model: parsed.model,
        messages: parsed.messages,
        headers: req.headers,
        receivedAt: Date.now(),
      };
      const index = requests.push(request) - 1;
      const reply = state.script(request, index);
      if ('hang' in reply) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.body ?? JSON.stringify({ error: { message: `status ${reply.status}`, type: 'test' } }));
        return;
      }
      const completion = {
        id: `chatcmpl-test-${index}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      };
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion));
      }, reply.delayMs ?? 0);
    });
  });
  // A port in use rejects (npm run model:serve tells it in one line) instead of ending the process.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
