import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { parseStructuredContent } from '#common/contracts/structured-content.ts';
import solarFarm from './fixtures/solar-farm-stories.json' with { type: 'json' };
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';
import recorded from './fixtures/solar-farm-model.json' with { type: 'json' };
import { ModelOutputError, RequestBudget } from './language-model.ts';
import { OpenAiChatModel } from './openai-chat-model.ts';
import { translateArticle, type ArticleText } from './translate-article.ts';
import { writeStory } from './write-story.ts';

let server: ModelServer;
let model: OpenAiChatModel;
beforeAll(async () => {
  server = await startModelServer(newsroomModel);
  model = new OpenAiChatModel(
    {
      baseUrl: server.baseUrl,
      apiKey: undefined,
      model: 'writer-1',
      translationModel: 'translator-1',
      maxRequestsPerPass: 500,
      timeoutMs: 5000,
    },
    new RequestBudget(500),
  );
});
afterAll(() => server.close());

const report = {
  publisher: 'Harbour Daily',
  title: solarFarm.stories.en.title,
  publishedAt: new Date('2026-11-23T08:00:00Z'),
  text: solarFarm.stories.en.text,
};
const english: ArticleText = {
  language: 'en',
  title: recorded.written.en.title,
  summary: recorded.written.en.summary,
  content: JSON.stringify(recorded.written.en.content),
};

describe('writing a story', () => {
  it('writes the spec’s sections in the story’s language and says which prompt and model made it', async () => {
    const written = await writeStory(model, 'en', [report]);
    expect(written).toMatchObject({
      title: recorded.written.en.title,
      category: 'environment',
      breaking: false,
      breakingReason: null,
      model: 'writer-1',
      promptVersion: 'write-story.v1',
    });
    expect(Object.keys(written.content)).toEqual([
      'experience',
      'mainContent',
      'interpretation',
      'perspective',
      'faq',
    ]);
    const request = server.requests.at(-1)!;
    expect(request.messages[0]!.content).toMatch(/Write in English/);
    expect(JSON.parse(request.messages[1]!.content).reports[0].publisher).toBe('Harbour Daily');
  });

  it('does not accept a figure that no report gives: it asks again, then parks', async () => {
    const invented = {
      ...recorded.written.en,
      summary: 'Porto Vell opened a solar farm with 15,000 panels.',
    };
    const before = server.requests.length;
    server.script = () => ({ content: JSON.stringify(invented) });
    try {
      const failure = await writeStory(model, 'en', [report]).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ModelOutputError);
      expect((failure as Error).message).toBe('the numbers 15000 are in no report');
      expect(server.requests.length - before).toBe(2);
    } finally {
      server.script = newsroomModel;
    }
  });
});

describe('translating an article', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'into %s: the recorded translation passes every check at the first answer',
    async (language) => {
      const before = server.requests.length;
      const translation = await translateArticle(model, english, language);
      expect(server.requests.length - before).toBe(1);
      expect(translation).toMatchObject({
        language,
        sourceLanguage: 'en',
        model: 'translator-1',
        promptVersion: 'translate-article.v1',
      });
      expect(server.requests.at(-1)!.messages[0]!.content).toMatch(/news editor at Tidings/);
      expect(parseStructuredContent(translation.content)?.faq?.items).toHaveLength(2);
    },
  );

  it('asks again when the text is in the wrong language, a number is lost or a section is dropped', async () => {
    const korean = recorded.translations.ko;
    const cases = [
      { answer: recorded.translations.ja, problem: /must be in Korean, but it reads as Japanese/ },
      {
        answer: JSON.parse(JSON.stringify(korean).replaceAll('패널 1만2000장이', '수많은 패널이')) as unknown,
        problem: /the numbers 12000 of the source are missing/,
      },
      {
        answer: { ...korean, content: { ...korean.content, faq: undefined } },
        problem: /keep the sections/,
      },
    ];
    for (const { answer, problem } of cases) {
      const before = server.requests.length;
      server.script = () => ({ content: JSON.stringify(answer) });
      try {
        const failure = await translateArticle(model, english, 'ko').catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(ModelOutputError);
        expect((failure as Error).message).toMatch(problem);
        expect(server.requests.length - before).toBe(2);
        expect(server.requests.at(-1)!.messages.at(-1)!.content).toMatch(problem);
      } finally {
        server.script = newsroomModel;
      }
    }
  });
});
