import { RequestBudget, type LanguageModel } from '#server/ai/language-model.ts';
import { OpenAiChatModel } from '#server/ai/openai-chat-model.ts';

/**
 * A pass's model in the tests: the stand-in model server at `baseUrl`, with a new budget of `maxRequests`
 * for each pass, as a pipeline's `createModel` makes it.
 */
export function testModel(baseUrl: string, maxRequests: number): (onRequest?: () => void) => LanguageModel {
  return (onRequest) =>
    new OpenAiChatModel(
      {
        baseUrl,
        apiKey: undefined,
        model: 'writer-1',
        translationModel: 'translator-1',
        maxRequestsPerPass: maxRequests,
        timeoutMs: 5000,
      },
      new RequestBudget(maxRequests, onRequest),
    );
}
