import { describe, expect, it } from 'vitest';
import { wrapTitle } from './wrap-title.ts';

describe('wrapTitle', () => {
  it('breaks Latin titles at spaces within the width', () => {
    const lines = wrapTitle('Chilean observatory confirms a fast-moving interstellar object', 30, 3);
    expect(lines).toEqual(['Chilean observatory confirms a', 'fast-moving interstellar', 'object']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(30);
  });

  it('ends a title that does not fit with an ellipsis', () => {
    const lines = wrapTitle('one two three four five six seven eight nine ten eleven twelve', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
  });

  it('breaks Japanese between words, counting full-width characters double', () => {
    const lines = wrapTitle('チリの天文台、太陽系を横切る恒星間天体を確認', 20, 3);
    expect(lines.join('')).toBe('チリの天文台、太陽系を横切る恒星間天体を確認');
    expect(lines.every((l) => [...l].length <= 10)).toBe(true);
    // Not inside a word: "ナイジェリア" and "ナイラ" stay whole.
    const naira = wrapTitle('ナイジェリア中銀が緊急対策　ナイラ一晩で急落', 30, 3);
    expect(naira.join('')).toBe('ナイジェリア中銀が緊急対策ナイラ一晩で急落');
    expect(naira.some((l) => l.includes('ナイラ'))).toBe(true);
  });

  it('never starts a Japanese line with a closing mark nor ends one with an opening mark', () => {
    const title = '塩害広がるバングラデシュ沿岸部、「浮き畑」に活路';
    for (const width of [16, 20, 22, 24, 26, 30]) {
      const lines = wrapTitle(title, width, 3);
      if (!lines.at(-1)!.endsWith('…')) expect(lines.join('')).toBe(title);
      for (const line of lines.slice(1))
        expect(line, `${width}: ${lines.join('|')}`).not.toMatch(/^[、。」』）]/);
      for (const line of lines) expect(line, `${width}: ${lines.join('|')}`).not.toMatch(/[「『（]$/);
    }
  });

  it('keeps Korean words whole', () => {
    const lines = wrapTitle('칠레 천문대, 태양계 가로지르는 성간 천체 확인', 20, 3);
    expect(lines.join(' ')).toBe('칠레 천문대, 태양계 가로지르는 성간 천체 확인');
  });
});
