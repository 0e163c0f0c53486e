import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import * as adminIcons from '../features/admin/admin-icons.ts';
import * as icons from './icons.tsx';

// Each of the site's icons against the lucide-react component of the same name: the same markup, so that
// pages look as they did and nothing changes for assistive technology. The about and contact pages make their
// own few icons with the same lucideIcon, as do the archive, the source box, the not-found page and the language
// menu.
const lucideName: Record<string, string> = { ArchiveIcon: 'Archive' };
const drawn = Object.entries({ ...icons, ...adminIcons }).filter(
  (entry): entry is [string, icons.Icon] => typeof entry[1] === 'function' && entry[0] !== 'lucideIcon',
);

describe('icons', () => {
  it('covers the icons of the reader pages and of the editors', () => {
    expect(drawn.length).toBe(30);
  });

  it.each(drawn)('%s draws what lucide-react draws, plain, with classes and labelled', (name, Icon) => {
    const Lucide = lucide[(lucideName[name] ?? name) as keyof typeof lucide] as lucide.LucideIcon;
    expect(Lucide).toBeTypeOf('object');
    for (const props of [{}, { className: 'size-4 text-red-700' }, { 'aria-label': 'Label', role: 'img' }]) {
      expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
    }
  });
});
