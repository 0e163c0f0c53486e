import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text.ts';

describe('htmlToText', () => {
  it('keeps paragraphs and drops scripts, styles, pixels and read-more links', () => {
    const html = `<p>First &amp; <b>bold</b> paragraph.</p><script>alert(1)</script><style>p{}</style>
      <img src="https://t.example/pixel.gif" width="1" height="1"><div>Second<br>line</div>
      <p><a href="https://news.example/x">Continue reading...</a></p>`;
    expect(htmlToText(html)).toBe('First & bold paragraph.\n\nSecond\n\nline');
  });

  it('returns plain text unchanged but for whitespace', () => {
    expect(htmlToText('  Plain   text\n\n with  spaces ')).toBe('Plain text\n\nwith spaces');
  });
});
