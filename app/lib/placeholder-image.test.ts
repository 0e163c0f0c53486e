import { describe, expect, it } from 'vitest';
import { placeholderImage, placeholderLines } from './placeholder-image.ts';

describe('placeholder image', () => {
  it('wraps at 30 characters, keeps 3 lines and shows 25 characters of each', () => {
    const lines = placeholderLines(
      'Supercalifragilisticexpialidocious words keep going on and on until the end of the road',
    );
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(25);
  });

  it('is a 400x225 SVG in the category colour, with the title escaped', () => {
    const url = placeholderImage('Cats & <dogs>', 'science');
    const svg = decodeURIComponent(url.replace('data:image/svg+xml;charset=utf-8,', ''));
    expect(svg).toContain('width="400" height="225"');
    expect(svg).toContain('#6d28d9');
    expect(svg).toContain('🔬');
    expect(svg).toContain('Cats &#38; &#60;dogs&#62;');
    expect(svg).not.toContain('<dogs>');
  });

  it('gives unknown categories the newspaper', () => {
    expect(decodeURIComponent(placeholderImage('x', 'weather'))).toContain('📰');
  });
});
