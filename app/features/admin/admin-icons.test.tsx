import { describe, expect, it } from 'vitest';
import { drawnIcons, expectLucideMarkup } from '#tests/helpers/lucide-markup.tsx';
import * as adminIcons from './admin-icons.ts';

const drawn = drawnIcons(adminIcons);

describe('the editors’ icons', () => {
  it('covers every icon the admin screens draw', () => {
    expect(drawn.length).toBe(9);
  });

  it.each(drawn)('%s draws what lucide-react draws, plain, with classes and labelled', expectLucideMarkup);
});
