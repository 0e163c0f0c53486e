import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiConfig } from '../config.ts';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import {
  ModelBudgetError,
  ModelOutputError,
  ModelUnavailableError,
  RequestBudget,
} from './language-model.ts';
import { OpenAiChatModel, readJsonObject } from './openai-chat-model.ts';

const Answer = z.object({ headline: z.string().min(3) });
const ask = {
  purpose: 'writing' as const,
  system: 'Write a headline.',
  user: '{"text":"…"}',
  schema: Answer,
};
const good = { content: JSON.stringify({ headline: 'Floating solar farm opens' }) };

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function modelFor(baseUrl: string, options: Partial<AiConfig> = {}, budget = new RequestBudget(50)) {
  const config: AiConfig = {
    baseUrl,
    apiKey: 'sk-test-key',
    model: 'writer-1',
    translationModel: 'translator-1',
    maxRequestsPerPass: 50,
    timeoutMs: 5000,
    ...options,
  };
  return new OpenAiChatModel(config, budget);
}

describe('OpenAiChatModel', () => {
  it('asks for JSON with the configured model and returns the checked answer', async () => {
    server = await startModelServer(() => good);
    const answer = await modelFor(server.baseUrl).complete(ask);
    expect(answer).toEqual({ value: { headline: 'Floating solar farm opens' }, model: 'writer-1' });
    expect(server.requests[0]!.model).toBe('writer-1');
    expect(server.requests[0]!.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-test-key');
    await modelFor(server.baseUrl).complete({ ...ask, purpose: 'translation' });
    expect(server.requests[1]!.model).toBe('translator-1');
  });

  it('asks again once with what was wrong, then gives up with the reason', async () => {
    server = await startModelServer((_, i) => (i === 0 ? { content: '{"headline": "Fl' } : good));
    const answer = await modelFor(server.baseUrl).complete(ask);
    expect(answer.value.headline).toBe('Floating solar farm opens');
    const retry = server.requests[1]!.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[3]!.content).toMatch(/not one JSON object/);

    server.script = () => ({ content: JSON.stringify({ headline: 1 }) });
    await expect(modelFor(server.baseUrl).complete(ask)).rejects.toThrow(ModelOutputError);
    expect(server.requests).toHaveLength(4);
    expect(server.requests[3]!.messages[3]!.content).toMatch(/does not match the schema.*headline/s);
  });

  it('retries an answer that fails the request’s own check (e.g. the wrong language), then parks it', async () => {
    server = await startModelServer(() => ({
      content: JSON.stringify({ headline: 'Schwimmender Solarpark' }),
    }));
    const check = (a: { headline: string }) =>
      /Solarpark/.test(a.headline) ? 'the text must be in English' : null;
    const failure = await modelFor(server.baseUrl)
      .complete({ ...ask, check })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ModelOutputError);
    expect((failure as Error).message).toBe('the text must be in English');
    expect(server.requests).toHaveLength(2);
  });

  it('waits out a 429 for as long as Retry-After says, and retries 500s', async () => {
    server = await startModelServer((_, i) =>
      i === 0 ? { status: 429, headers: { 'retry-after': '1' } } : i === 1 ? { status: 500 } : good,
    );
    const answer = await modelFor(server.baseUrl).complete(ask);
    expect(answer.value.headline).toBe('Floating solar farm opens');
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('times out a request that never ends and tries again', async () => {
    server = await startModelServer((_, i) => (i === 0 ? { hang: true } : good));
    const answer = await modelFor(server.baseUrl, { timeoutMs: 300 }).complete(ask);
    expect(answer.value.headline).toBe('Floating solar farm opens');
    expect(server.requests).toHaveLength(2);
  });

  it('stops at the pass’s budget, retries included', async () => {
    server = await startModelServer(() => ({ status: 500 }));
    const budget = new RequestBudget(2);
    await expect(modelFor(server.baseUrl, {}, budget).complete(ask)).rejects.toThrow(ModelBudgetError);
    expect(server.requests).toHaveLength(2);
    await expect(modelFor(server.baseUrl, {}, budget).complete(ask)).rejects.toThrow(ModelBudgetError);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps a request set aside for work begun first, whatever other work asks for meanwhile', async () => {
    server = await startModelServer(() => good);
    const model = modelFor(server.baseUrl, {}, new RequestBudget(2));
    let letFirstAsk!: () => void;
    const firstMayAsk = new Promise<void>((resolve) => (letFirstAsk = resolve));
    // The first work sets its request aside and then waits (its reads of the database, say); the second
    // sets aside the last one. A check made outside both finds nothing left, and so does a third work.
    const first = model.withFirstRequest(async () => {
      await firstMayAsk;
      return (await model.complete(ask)).value.headline;
    });
    const second = model.withFirstRequest(async () => (await model.complete(ask)).value.headline);
    expect(model.canWork()).toBe(false);
    await expect(model.complete(ask)).rejects.toThrow(ModelBudgetError);
    let thirdRan = false;
    expect(await model.withFirstRequest(async () => (thirdRan = true))).toBeUndefined();
    expect(thirdRan).toBe(false);
    letFirstAsk();
    expect(await Promise.all([first, second])).toEqual([
      'Floating solar farm opens',
      'Floating solar farm opens',
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('sets aside nothing for work begun inside other work from the request that work holds', async () => {
    server = await startModelServer(() => good);
    const budget = new RequestBudget(1);
    const model = modelFor(server.baseUrl, {}, budget);
    let innerRan = false;
    // A job that sends another before it asks the model: the other finds the budget's one request taken.
    const outer = await model.withFirstRequest(async () => {
      const inner = await model.withFirstRequest(async () => (innerRan = true));
      return { inner, headline: (await model.complete(ask)).value.headline };
    });
    expect(outer).toEqual({ inner: undefined, headline: 'Floating solar farm opens' });
    expect(innerRan).toBe(false);
    expect(budget.requests).toBe(1);
  });

  it('gives back a request set aside for work that ended without making it', async () => {
    server = await startModelServer(() => good);
    const budget = new RequestBudget(1);
    const model = modelFor(server.baseUrl, {}, budget);
    // The work found nothing to do (a translation made meanwhile, say).
    expect(await model.withFirstRequest(async () => 'nothing to translate')).toBe('nothing to translate');
    expect(model.canWork()).toBe(true);
    await expect(
      model.withFirstRequest(() => Promise.reject(new Error('the database went away'))),
    ).rejects.toThrow('the database went away');
    expect(model.canWork()).toBe(true);
    await model.complete(ask);
    expect(budget.requests).toBe(1);
    expect(model.canWork()).toBe(false);
  });

  it('gives up on a server that cannot be reached, for the rest of the pass, without asking again', async () => {
    server = await startModelServer(() => good);
    const closedUrl = server.baseUrl;
    await server.close();
    server = undefined;
    const model = modelFor(closedUrl, { timeoutMs: 500 });
    await expect(model.complete(ask)).rejects.toThrow(ModelUnavailableError);
    expect(model.canWork()).toBe(false);
    const started = Date.now();
    await expect(model.complete(ask)).rejects.toThrow(/could not be reached/);
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('sends only the request’s text: no secrets of the environment', async () => {
    server = await startModelServer(() => good);
    await modelFor(server.baseUrl, { apiKey: undefined }).complete(ask);
    const sent = JSON.stringify(server.requests[0]!.messages);
    expect(sent).toBe(
      JSON.stringify([
        { role: 'system', content: ask.system },
        { role: 'user', content: ask.user },
      ]),
    );
    expect(server.requests[0]!.headers.authorization).toBe('Bearer none');
  });
});

describe('readJsonObject', () => {
  it('reads JSON fenced in ``` or wrapped in a sentence', () => {
    expect(readJsonObject('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(readJsonObject('Here it is: {"a": 1}. Hope it helps.')).toEqual({ a: 1 });
    expect(() => readJsonObject('no json')).toThrow();
  });
});
