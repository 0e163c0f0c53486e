import { describe, expect, it } from 'vitest';
import { drawnIcons, expectLucideMarkup } from '#tests/helpers/lucide-markup.tsx';
import * as icons from './icons.tsx';

// The reader pages' shared icons. The about and contact pages make their own few icons with the same lucideIcon,
// as do the archive, the source box, the not-found page, the language menu and the editors (admin-icons.ts).
const drawn = drawnIcons(icons);

describe('icons', () => {
  it('covers the icons the reader pages share', () => {
    expect(drawn.length).toBe(21);
  });

  it.each(drawn)('%s draws what lucide-react draws, plain, with classes and labelled', expectLucideMarkup);
});
