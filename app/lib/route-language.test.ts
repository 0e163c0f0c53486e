import { describe, expect, it } from 'vitest';
import { requestLanguage, routeLanguage } from './route-language.ts';

/** What a call threw. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('routeLanguage', () => {
  it("is the address's language", () => {
    expect(routeLanguage({ lang: 'ko' })).toBe('ko');
    expect(routeLanguage({ lang: 'en', slug: 'a-story' } as { lang: string })).toBe('en');
  });

  it('throws the route\'s "not found" (404) for a segment that is no language', () => {
    for (const lang of ['xx', 'KO', 'en-US', '', undefined]) {
      expect(thrownBy(() => routeLanguage({ lang }))).toMatchObject({
        type: 'DataWithResponseInit',
        init: { status: 404 },
      });
    }
  });
});

describe('requestLanguage', () => {
  const request = (acceptLanguage?: string) =>
    new Request('http://localhost/', {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it("is the address's language when it names one", () => {
    expect(requestLanguage({ lang: 'ja' }, request('ko'))).toBe('ja');
  });

  it("is else the browser's first language the site has, else English", () => {
    expect(requestLanguage({ lang: 'xx' }, request('zh-CN,ko;q=0.8'))).toBe('ko');
    expect(requestLanguage({}, request('pt-BR'))).toBe('pt');
    expect(requestLanguage({}, request())).toBe('en');
  });
});
