import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import * as icons from './icons.tsx';

// Each of the site's icons against the lucide-react component of the same name: the same markup, so that
// pages look as they did and nothing changes for assistive technology.
const lucideName: Record<string, string> = { ArchiveIcon: 'Archive' };
const drawn = Object.entries(icons).filter(
  (entry): entry is [string, icons.Icon] => typeof entry[1] === 'function' && entry[0] !== 'lucideIcon',
);

describe('icons', () => {
  it('covers every icon the site uses', () => {
    expect(drawn.length).toBe(42);
  });

  it.each(drawn)('%s draws what lucide-react draws, plain, with classes and labelled', (name, Icon) => {
    const Lucide = lucide[(lucideName[name] ?? name) as keyof typeof lucide] as lucide.LucideIcon;
    expect(Lucide).toBeTypeOf('object');
    for (const props of [{}, { className: 'size-4 text-red-700' }, { 'aria-label': 'Label', role: 'img' }]) {
      expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
    }
  });
});
