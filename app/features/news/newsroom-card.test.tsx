// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import type { Provenance, StorySource } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { makeProvenance, makeStorySource } from '#tests/helpers/story-fixtures.ts';
import en from '../../i18n/locales/en/news.json';
import hi from '../../i18n/locales/hi/news.json';
import ja from '../../i18n/locales/ja/news.json';
import ko from '../../i18n/locales/ko/news.json';
import { NewsroomCard } from './newsroom-card.tsx';
import { ProvenanceLine } from './provenance-line.tsx';

afterEach(cleanup);

const catalogs: Partial<Record<Language, Catalog>> = { en, ko, ja, hi };

const report = makeStorySource;
const threeReports = [
  report('Harbour Daily', 'en'),
  report('Hanbit Ilbo', 'ko'),
  report('Coastal Herald', 'en'),
];

const made = makeProvenance;

/** The texts of the card and the line for a text made as `provenance` says, on a page in `language`. */
function notices(language: Language, provenance: Provenance, sources: StorySource[]) {
  cleanup();
  const article = { provenance: [provenance], sources };
  render(
    <TranslationProvider translator={createTranslator(language, { news: catalogs[language]! })}>
      <ProvenanceLine article={article} textLanguage={provenance.language} language={language} />
      <NewsroomCard
        siteName="Tidings"
        article={article}
        textLanguage={provenance.language}
        language={language}
      />
    </TranslationProvider>,
  );
  return {
    line: screen.queryByTestId('provenance')?.textContent ?? null,
    card: screen.getByTestId('newsroom-card').textContent ?? '',
    made: screen.queryByTestId('text-made')?.textContent ?? null,
  };
}

// The five things that can have happened to a text, on a page in each of these languages; the text is in
// the page's language except for the translation, which is translated into it.
const cases = (language: Language) => ({
  excerpt: notices(language, made(language, 'original'), threeReports.slice(0, 1)),
  written: notices(language, made(language, 'original', { model: 'writer-1' }), threeReports),
  translated: notices(
    language,
    made(language, 'machine', { model: 'translator-1', sourceLanguage: language === 'ko' ? 'en' : 'ko' }),
    threeReports,
  ),
  edited: notices(language, made(language, 'edited'), threeReports),
  newsroomOriginal: notices(language, made(language, 'original'), []),
  newsroomEdited: notices(language, made(language, 'edited'), []),
});

describe('the article’s notices say what happened to this text', () => {
  it('in English', () => {
    const c = cases('en');
    expect(c.excerpt.line).toBe("Excerpt in the publisher's own words · sources: 1 publisher in 1 language");
    expect(c.excerpt.made).toBe(
      "An excerpt in the publisher's own words: whole sentences picked automatically from the report, unchanged and without AI. No editor has reviewed it; read the original report for the full story.",
    );
    expect(c.written.line).toBe(
      "Written by AI from the publishers' reports · sources: 3 publishers in 2 languages",
    );
    expect(c.written.made).toBe(
      'An AI model wrote this summary from 3 reports. No editor has reviewed it; check the originals before relying on a detail.',
    );
    expect(c.translated.line).toBe('Translated by AI from Korean · sources: 3 publishers in 2 languages');
    expect(c.translated.made).toBe(
      'An AI model translated this text from Korean. No editor has reviewed the translation; check the original before relying on a detail.',
    );
    expect(c.edited.line).toBe('Edited by an editor · sources: 3 publishers in 2 languages');
    expect(c.edited.made).toBe(
      "One of our editors wrote or edited this text, working from the publishers' reports.",
    );
    // The demo edition and the admin's articles: no reports, whoever saved the text.
    for (const newsroom of [c.newsroomOriginal, c.newsroomEdited]) {
      expect(newsroom.line).toBe('Written by our newsroom');
      expect(newsroom.made).toBe('This article was written by our newsroom.');
    }
    // The card keeps its fixed parts: heading, team and a true line of credentials.
    expect(c.excerpt.card).toContain('About this summary');
    expect(c.excerpt.card).toContain('Tidings newsroom');
    expect(c.excerpt.card).toContain("Summaries of publishers' reports, in 11 languages");
  });

  it('counts the reports in the language’s own plural', () => {
    const one = notices('en', made('en', 'original', { model: 'writer-1' }), threeReports.slice(0, 1));
    expect(one.made).toMatch(/^An AI model wrote this summary from 1 report\. /);
    const hindi = notices('hi', made('hi', 'original', { model: 'writer-1' }), threeReports.slice(0, 1));
    expect(hindi.made).toMatch(/^एक एआई मॉडल ने यह सारांश 1 रिपोर्ट के आधार पर लिखा है।/);
  });

  it('in Korean', () => {
    const c = cases('ko');
    expect(c.excerpt.line).toBe('언론사 원문 그대로 발췌 · 출처: 1개 언어로 보도한 언론사 1곳');
    expect(c.excerpt.made).toMatch(
      /^언론사 보도에서 자동으로 고른 문장을 고치지 않고 그대로 옮긴 발췌문으로/,
    );
    expect(c.written.made).toMatch(/^AI 모델이 보도 3건을 바탕으로 이 요약을 작성했습니다\./);
    expect(c.translated.line).toBe('AI가 영어 원문을 번역 · 출처: 2개 언어로 보도한 언론사 3곳');
    expect(c.translated.made).toMatch(/^AI 모델이 영어 원문을 번역한 글입니다\./);
    expect(c.edited.line).toBe('편집자가 수정 · 출처: 2개 언어로 보도한 언론사 3곳');
    expect(c.edited.made).toBe('편집자가 언론사 보도를 바탕으로 이 글을 작성하거나 수정했습니다.');
    expect(c.newsroomEdited.line).toBe('편집국이 직접 작성');
    expect(c.newsroomEdited.made).toBe('이 기사는 편집국이 직접 작성했습니다.');
  });

  it('in Japanese', () => {
    const c = cases('ja');
    expect(c.excerpt.line).toBe('報道機関の原文からの抜粋 · 出典：1言語・1社の報道');
    expect(c.excerpt.made).toMatch(
      /^報道機関の記事から自動的に選んだ文を、手を加えずにそのまま掲載した抜粋です。/,
    );
    expect(c.written.made).toMatch(/^3件の報道をもとに、AIモデルがこの要約を作成しました。/);
    expect(c.translated.line).toBe('韓国語の原文をAIが翻訳 · 出典：2言語・3社の報道');
    expect(c.translated.made).toMatch(/^韓国語の原文をAIモデルが翻訳しました。/);
    expect(c.edited.line).toBe('編集者が修正 · 出典：2言語・3社の報道');
    expect(c.newsroomOriginal.line).toBe('編集部が執筆');
    expect(c.newsroomOriginal.made).toBe('この記事は編集部が執筆しました。');
  });

  it('in Hindi', () => {
    const c = cases('hi');
    expect(c.excerpt.line).toBe('प्रकाशक के अपने शब्दों में अंश · स्रोत: 1 भाषा में 1 प्रकाशक');
    expect(c.excerpt.made).toMatch(/^यह प्रकाशक के अपने शब्दों में एक अंश है:/);
    expect(c.written.made).toMatch(/^एक एआई मॉडल ने यह सारांश 3 रिपोर्टों के आधार पर लिखा है।/);
    expect(c.translated.line).toBe('कोरियाई से AI द्वारा अनूदित · स्रोत: 2 भाषाओं में 3 प्रकाशक');
    expect(c.translated.made).toMatch(/^इस पाठ का अनुवाद एक एआई मॉडल ने कोरियाई से किया है।/);
    expect(c.edited.line).toBe('हमारे एक संपादक द्वारा संपादित · स्रोत: 2 भाषाओं में 3 प्रकाशक');
    expect(c.newsroomEdited.made).toBe('यह लेख हमारे न्यूज़रूम ने लिखा है।');
  });

  it('says no editor worked on a text unless one did, in every case and language above', () => {
    for (const language of ['en', 'ko', 'ja', 'hi'] as const) {
      const c = cases(language);
      const texts = [c.excerpt, c.written, c.translated].map((n) => n.made ?? '');
      const saidByEditor = (c.edited.made ?? '') + (c.edited.line ?? '');
      for (const text of texts) expect(text, language).not.toBe('');
      // Each machine or excerpt notice says in its own words that no editor looked at it; only an edited
      // text names an editor's work without that.
      const noEditor = {
        en: 'No editor',
        ko: '검토를 거치지 않았',
        ja: '編集者による確認',
        hi: 'किसी संपादक ने',
      }[language];
      for (const text of texts) expect(text, `${language}: ${text}`).toContain(noEditor);
      expect(saidByEditor).not.toContain(noEditor);
    }
  });

  it('says nothing of how the text was made when the article does not tell', () => {
    const { line, made: about, card } = notices('en', made('en', 'machine'), []);
    expect(line).toBeNull();
    expect(about).toBeNull();
    expect(card).toContain('About this summary');
  });
});
