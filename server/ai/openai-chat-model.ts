import OpenAI, { APIConnectionError } from 'openai';
import { z } from 'zod';
import type { AiConfig } from '../config.ts';
import {
  ModelBudgetError,
  ModelOutputError,
  ModelUnavailableError,
  type LanguageModel,
  type ModelAnswer,
  type ModelRequest,
  type RequestBudget,
} from './language-model.ts';

/** Transport retries of one request (429, timeouts, 5xx), with the client's jittered back-off and Retry-After. */
const TRANSPORT_RETRIES = 3;

/** The JSON object in a model's answer, also when it is fenced in ``` or wrapped in a sentence. */
export function readJsonObject(answer: string): unknown {
  const unfenced = answer.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  try {
    return JSON.parse(unfenced);
  } catch (error) {
    const start = unfenced.indexOf('{');
    const end = unfenced.lastIndexOf('}');
    if (start !== -1 && end > start) return JSON.parse(unfenced.slice(start, end + 1));
    throw error;
  }
}

/** What is wrong with an answer, as the model is told when it is asked again; null when it is usable. */
function problemOf<T>(request: ModelRequest<T>, answer: string): { problem: string } | { value: T } {
  let json: unknown;
  try {
    json = readJsonObject(answer);
  } catch {
    return { problem: 'the answer is not one JSON object' };
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success)
    return { problem: `the JSON does not match the schema: ${z.prettifyError(parsed.error)}` };
  const problem = request.check?.(parsed.data) ?? null;
  return problem ? { problem } : { value: parsed.data };
}

/**
 * The production model: any OpenAI-compatible Chat Completions API (OpenAI, and local servers such as Ollama,
 * vLLM or llama.cpp's). Answers are asked for as JSON and checked by the request's schema and check; an
 * unusable answer is asked for again once, with what was wrong, then given up (ModelOutputError). Every
 * HTTP request, retries included, is taken from the pass's budget.
 */
export class OpenAiChatModel implements LanguageModel {
  private readonly client: OpenAI;

  constructor(
    private readonly config: AiConfig,
    private readonly budget: RequestBudget,
  ) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // Local servers take no key; the client insists on one.
      apiKey: config.apiKey ?? 'none',
      timeout: config.timeoutMs,
      maxRetries: TRANSPORT_RETRIES,
      fetch: (input, init) => {
        budget.take();
        return fetch(input, init);
      },
    });
  }

  /** Why the model server was given up on in this pass, once it could not be reached. */
  private unreachable: string | null = null;

  canWork(): boolean {
    return !this.budget.exhausted && this.unreachable === null;
  }

  async withFirstRequest<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (this.unreachable !== null) return undefined;
    return this.budget.setAside(work);
  }

  async complete<T>(request: ModelRequest<T>): Promise<ModelAnswer<T>> {
    const model = request.purpose === 'translation' ? this.config.translationModel : this.config.model;
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.user },
    ];
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      if (this.budget.exhausted) throw new ModelBudgetError(this.budget.limit);
      if (this.unreachable) throw new ModelUnavailableError(this.unreachable);
      const completion = await this.client.chat.completions
        .create({ model, messages, temperature: 0.2, response_format: { type: 'json_object' } })
        .catch((error: unknown) => {
          // The client reports a refusal of its fetch as a connection error.
          const cause = (error as { cause?: unknown }).cause;
          if (cause instanceof ModelBudgetError) throw cause;
          if (error instanceof APIConnectionError) {
            this.unreachable = `the model server at ${this.config.baseUrl} could not be reached: ${error.message}`;
            throw new ModelUnavailableError(this.unreachable);
          }
          throw error;
        });
      const answer = completion.choices[0]?.message.content ?? '';
      const outcome = problemOf(request, answer);
      if ('value' in outcome) return { value: outcome.value, model: completion.model || model };
      problem = outcome.problem;
      messages.push(
        { role: 'assistant', content: answer },
        {
          role: 'user',
          content: `That answer cannot be used: ${problem}. Answer again with the whole JSON object only.`,
        },
      );
    }
    throw new ModelOutputError(problem);
  }
}
