import { describe, expect, it } from 'vitest';
import { plainFeedText, WORD_JOINER } from './plain-feed-text.ts';

const J = WORD_JOINER;

describe('plainFeedText', () => {
  it('puts a word joiner after each "<" or "&" that would open markup or a character reference', () => {
    expect(plainFeedText('Why "</b>" closes <b>bold</b>')).toBe(`Why "<${J}/b>" closes <${J}b>bold<${J}/b>`);
    expect(plainFeedText('Fish &amp; chips, &copy 2026, &#60;')).toBe(
      `Fish &${J}amp; chips, &${J}copy 2026, &${J}#60;`,
    );
    expect(plainFeedText('x <!-- y --> <?php ?> <> <가>')).toBe(
      `x <${J}!-- y --> <${J}?php ?> <${J}> <${J}가>`,
    );
  });

  it('leaves alone what no reader takes for markup, in any script', () => {
    for (const text of [
      'a < b and c > d & e',
      'Up 5% <3 😀 👩🏽‍💻',
      '금리 동결 & 전망 "따옴표"',
      'केंद्रीय बैंक ने दरें स्थिर रखीं',
      '日銀、金利据え置き',
      'It\'s "quoted" — isn\'t it?',
    ]) {
      expect(plainFeedText(text)).toBe(text);
    }
  });

  it('reads the same once the joiners are taken out, and changes nothing the second time', () => {
    const text = '</script><script>alert(1)</script> "Q" & \u202Eright-to-left\u202C <b> &amp;amp;';
    const plain = plainFeedText(text);
    expect(plain.replaceAll(WORD_JOINER, '')).toBe(text);
    expect(plainFeedText(plain)).toBe(plain);
  });
});
