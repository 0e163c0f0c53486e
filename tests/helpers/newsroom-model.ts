import anyAscii from 'any-ascii';
import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { numbersIn } from '#server/ai/checks/text-checks.ts';
import { storyFeatures } from '#server/pipeline/stories/story-features.ts';
import { summarizeExtractive } from '#server/pipeline/summarize/summarize-extractive.ts';
import recorded from '#server/ai/fixtures/solar-farm-model.json' with { type: 'json' };
import solarFarm from '#server/ai/fixtures/solar-farm-stories.json' with { type: 'json' };
import type { ChatRequest, ModelReply, ModelScript } from './model-server.ts';

/**
 * A stand-in for a real model behind the test model server, for whole passes. The solar-farm story gets the
 * recorded answers of server/ai/fixtures/solar-farm-model.json (written in English and translated by hand
 * into the other 10 languages; its Korean, Japanese and Hindi reports' stories translated into English).
 * Any other story is "written" from its lead report's own sentences, and "translated" into a sentence per
 * language saying that it is a test translation, with the source's numbers, so that it passes the checks
 * and reads as what it is. Into English, where stories are compared across languages, the stand-in keeps
 * the source's names and numbers among English words that matching ignores (stop words), so stories match
 * as their names and numbers say, not because their stand-in sentences are alike.
 */
const TEST_SENTENCE: Record<Language, string> = {
  en: 'This is a test translation made by the test model.',
  ko: '이 문장은 시험용 모델이 만든 번역 예시입니다.',
  ja: 'これはテスト用のモデルが作った翻訳の例です。',
  es: 'Este texto es una traducción de prueba hecha por el modelo de pruebas.',
  de: 'Dieser Text ist eine Testübersetzung, die das Testmodell erstellt hat.',
  fr: 'Ce texte est une traduction d’essai produite par le modèle de test.',
  id: 'Teks ini adalah terjemahan uji yang dibuat oleh model pengujian dan tidak berasal dari redaksi.',
  hi: 'यह पाठ परीक्षण मॉडल द्वारा बनाया गया एक परीक्षण अनुवाद है।',
  vi: 'Đây là bản dịch thử nghiệm do mô hình kiểm thử tạo ra.',
  pt: 'Este texto é uma tradução de teste feita pelo modelo de testes.',
  tr: 'Bu metin, test modelinin hazırladığı bir deneme çevirisidir.',
};

const byEnglishName = new Map(LANGUAGE_ENTRIES.map((e) => [e.englishName, e.code]));

function languageNamed(text: string, pattern: RegExp): Language {
  const name = pattern.exec(text)?.[1] ?? 'English';
  return byEnglishName.get(name) ?? 'en';
}

// English words that matching ignores, in an order of each text's own, so that two stand-ins share no run
// of words (which would make them look like copies of one text).
const ENGLISH_STOP_WORDS = 'it is what was and as before the of to in that for on with by at from'.split(' ');

function englishFiller(seedText: string, words: number): string {
  let seed = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0, 0x811c9dc5);
  const next = () => (seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0);
  const out = Array.from({ length: words }, () => ENGLISH_STOP_WORDS[next() % ENGLISH_STOP_WORDS.length]!);
  return `${out.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
}

/** A field "translated": the test sentence, as long as the source field, with the source's numbers. */
function stand(text: string, from: Language, language: Language): string {
  if (language === 'en') {
    // A few names, in Latin letters, after enough English that the text reads as English.
    const names = [...storyFeatures(text, '', from).anchors]
      .filter((a) => !a.startsWith('#'))
      .slice(0, 4)
      .map((a) => anyAscii(a))
      .map((a) => a.charAt(0).toUpperCase() + a.slice(1));
    const tail = [...names, ...numbersIn(text)].join(', ');
    const words = Math.max(12, countEnglishEquivalentWords(text, from));
    return `${englishFiller(text, words)}${tail ? ` ${tail}.` : ''}`;
  }
  const sentence = TEST_SENTENCE[language];
  const times = Math.max(
    1,
    Math.round(countEnglishEquivalentWords(text, from) / countEnglishEquivalentWords(sentence, language)),
  );
  const numbers = [...numbersIn(text)];
  return `${Array(times).fill(sentence).join(' ')}${numbers.length ? ` (${numbers.join(', ')})` : ''}`;
}

function translateValue(value: unknown, from: Language, language: Language): unknown {
  if (typeof value === 'string') return stand(value, from, language);
  if (Array.isArray(value)) return value.map((v) => translateValue(v, from, language));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateValue(v, from, language)]));
  return value;
}

function write(request: ChatRequest): string {
  const language = languageNamed(request.messages[0]!.content, /Write in (\w+)/);
  const { reports } = JSON.parse(request.messages[1]!.content) as {
    reports: Array<{ title: string; text: string }>;
  };
  const lead = reports[0]!;
  if (lead.title === solarFarm.stories.en.title && language === 'en')
    return JSON.stringify(recorded.written.en);
  const summary = summarizeExtractive({ title: lead.title, text: lead.text, language });
  const paragraphs = lead.text.split(/\n\n+/).filter(Boolean);
  return JSON.stringify({
    title: lead.title,
    summary,
    content: {
      mainContent: {
        sections: [{ heading: lead.title, body: paragraphs.slice(0, 3).join('\n\n') || summary }],
      },
      faq: { items: [{ question: lead.title, answer: summary }] },
    },
    category: 'world',
    breaking: false,
    breakingReason: null,
  });
}

function translate(request: ChatRequest): string {
  const language = languageNamed(request.messages[0]!.content, /You are a native (\w+) news editor/);
  const source = JSON.parse(request.messages[1]!.content) as { title: string };
  const translations = recorded.translations as Record<string, unknown>;
  if (source.title === recorded.written.en.title && translations[language])
    return JSON.stringify(translations[language]);
  const fromReport = Object.entries(solarFarm.stories).find(([, story]) => story.title === source.title)?.[0];
  const intoEnglish = recorded.intoEnglish as Record<string, unknown>;
  if (language === 'en' && fromReport && intoEnglish[fromReport])
    return JSON.stringify(intoEnglish[fromReport]);
  const from = languageNamed(request.messages[0]!.content, /You are given an article in (\w+)/);
  return JSON.stringify(translateValue(source, from, language));
}

/**
 * The accuracy check's judgement (server/ai/checks/accuracy): every sentence the rules let through is
 * supported, as the stand-in's stories are its reports' own sentences and its translations keep their numbers.
 */
function judge(request: ChatRequest): string {
  const { sentences } = JSON.parse(request.messages[1]!.content) as { sentences: Array<{ n: number }> };
  return JSON.stringify({ verdicts: sentences.map(({ n }) => ({ n, supported: true, reason: null })) });
}

/** The script of the test model server that writes, translates and judges as described above. */
export const newsroomModel: ModelScript = (request): ModelReply => {
  const system = request.messages[0]!.content;
  if (system.includes('You are a fact-checking editor at Tidings')) return { content: judge(request) };
  if (system.includes('You write one article about one news event')) return { content: write(request) };
  if (system.includes('news editor at Tidings')) return { content: translate(request) };
  return { status: 400, body: JSON.stringify({ error: { message: 'unknown task' } }) };
};
