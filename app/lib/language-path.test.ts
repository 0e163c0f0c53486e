import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, preferredLanguage, switchLanguagePath } from './language-path.ts';

describe('switchLanguagePath', () => {
  it('swaps the first segment, or adds one', () => {
    expect(switchLanguagePath('/en/news/a-story', 'ko')).toBe('/ko/news/a-story');
    expect(switchLanguagePath('/en', 'hi')).toBe('/hi');
    expect(switchLanguagePath('/some/page', 'ja')).toBe('/ja/some/page');
    expect(switchLanguagePath('/', 'fr')).toBe('/fr');
  });
});

describe('preferredLanguage', () => {
  it('takes the first supported browser language, else English', () => {
    expect(preferredLanguage(parseAcceptLanguage('zh-CN,ko;q=0.8,en;q=0.5'))).toBe('ko');
    expect(preferredLanguage(parseAcceptLanguage('pt-BR'))).toBe('pt');
    expect(preferredLanguage(parseAcceptLanguage('en;q=0.2,ja;q=0.9'))).toBe('ja');
    expect(preferredLanguage(parseAcceptLanguage('zh,ru'))).toBe('en');
    expect(preferredLanguage(parseAcceptLanguage(null))).toBe('en');
  });
});
