import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { NAMESPACES } from './namespaces.ts';

const LOCALES = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');

/**
 * Ways each language says that editors checked, reviewed or verified what the site publishes. Most texts are
 * excerpts or a model's work no editor opened, so no interface text may say so of them (the article's own
 * notice says "edited by an editor" only of a text one edited). The phrases are those a writer reaches for
 * first, the earlier catalogs' among them; a notice may still say, in other words, that no editor did.
 */
const EDITOR_CHECK_CLAIMS: Record<Language, string[]> = {
  en: [
    'reviewed by editors',
    'reviewed by our editors',
    'checked by editors',
    'checked by our editors',
    'verified by our team',
    'verified by editors',
    'fact-checked by',
    'editors review',
    'editors check',
    'editors verify',
    'reviewed by the newsroom',
  ],
  ko: [
    '편집자 검토',
    '편집자가 검토',
    '편집자가 정확성',
    '편집부가 검토',
    '편집자가 확인',
    '편집자가 검증',
    '팀이 검증',
  ],
  ja: [
    '編集者が確認',
    '編集部が確認',
    '編集者が検証',
    '編集部が検証',
    '編集者がチェック',
    '正確さと公平性を確認',
  ],
  es: [
    'revisados por editores',
    'revisado por editores',
    'revisado por nuestros editores',
    'revisado por nuestra redacción',
    'nuestros editores comprobaron',
    'los editores revisan',
    'verificado por nuestro equipo',
  ],
  de: [
    'von der redaktion geprüft',
    'von unserer redaktion geprüft',
    'redaktion prüft',
    'redaktion auf richtigkeit',
    'von redakteuren geprüft',
    'von unserem team überprüft',
  ],
  fr: [
    'relus par la rédaction',
    'relu par la rédaction',
    'revu par notre rédaction',
    'vérifié par notre rédaction',
    'notre rédaction relit',
    'vérifié par notre équipe',
    'vérifiés par nos rédacteurs',
  ],
  id: [
    'ditinjau oleh editor',
    'diperiksa oleh editor',
    'diperiksa akurasi',
    'editor meninjau',
    'diverifikasi oleh tim',
  ],
  hi: [
    'संपादकों द्वारा जाँचे',
    'संपादकों द्वारा जांचे',
    'संपादकों ने इसकी सटीकता',
    'समीक्षा संपादक करते',
    'संपादकों द्वारा समीक्षा',
    'टीम द्वारा सत्यापित',
  ],
  vi: [
    'được biên tập viên duyệt',
    'biên tập viên của chúng tôi kiểm tra',
    'biên tập viên duyệt lại',
    'được biên tập viên kiểm tra',
    'được đội ngũ xác minh',
  ],
  pt: [
    'revisados por editores',
    'revisado por editores',
    'revisado por nossos editores',
    'revisado pela nossa redação',
    'editores revisam',
    'verificado pela nossa equipe',
  ],
  tr: [
    'editörlerce incelenen',
    'editörlerimiz tarafından doğruluk',
    'editörlerimiz inceler',
    'editörlerimiz tarafından kontrol',
    'ekibimiz tarafından doğrulanan',
  ],
};

function strings(value: unknown, key = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${key}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

describe('no interface text says editors checked what no editor opened', () => {
  it.each(LANGUAGES)('%s: no catalog claims an editor’s check', (language) => {
    const claims = EDITOR_CHECK_CLAIMS[language].map((c) => c.toLocaleLowerCase(language));
    const found: string[] = [];
    for (const namespace of NAMESPACES) {
      const catalog: unknown = JSON.parse(
        fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'),
      );
      for (const [key, text] of strings(catalog)) {
        const lower = text.toLocaleLowerCase(language);
        for (const claim of claims)
          if (lower.includes(claim)) found.push(`${namespace}:${key} says “${claim}”`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would have caught the old author card in every language', () => {
    // The card's former texts, one per language: each must match one of its language's phrases.
    const former: Record<Language, string> = {
      en: 'AI-assisted summaries, reviewed by editors',
      ko: 'AI 기반 요약, 편집자 검토',
      ja: 'AIが作成し、編集者が確認した要約',
      es: 'Resúmenes elaborados con ayuda de IA y revisados por editores',
      de: 'KI-gestützte Zusammenfassungen, von der Redaktion geprüft',
      fr: 'Résumés produits avec l’aide de l’IA, relus par la rédaction',
      id: 'Ringkasan dengan bantuan AI, ditinjau oleh editor',
      hi: 'एआई की मदद से तैयार सारांश, संपादकों द्वारा जाँचे गए',
      vi: 'Tóm tắt với sự hỗ trợ của AI, được biên tập viên duyệt lại',
      pt: 'Resumos feitos com auxílio de IA e revisados por editores',
      tr: 'Yapay zekâ destekli, editörlerce incelenen özetler',
    };
    for (const language of LANGUAGES) {
      const lower = former[language].toLocaleLowerCase(language);
      expect(
        EDITOR_CHECK_CLAIMS[language].some((c) => lower.includes(c.toLocaleLowerCase(language))),
        language,
      ).toBe(true);
    }
  });
});
