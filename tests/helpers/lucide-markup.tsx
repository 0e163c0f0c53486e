import { expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { Icon } from '#app/ui/icons.tsx';

// The site draws its icons from lucide's data (app/ui/icons.tsx, lucideIcon) rather than through lucide-react's
// components; each must give the markup of the lucide-react component of the same name, so that pages look as
// they did and nothing changes for assistive technology.
const LUCIDE_NAME: Record<string, string> = { ArchiveIcon: 'Archive' };

/** The icon components a module exports (lucideIcon itself left out). */
export function drawnIcons(module: Record<string, unknown>): Array<[string, Icon]> {
  return Object.entries(module).filter(
    (entry): entry is [string, Icon] => typeof entry[1] === 'function' && entry[0] !== 'lucideIcon',
  );
}

/** Expects `Icon` to draw what lucide-react's component of that name draws: plain, with classes and labelled. */
export function expectLucideMarkup(name: string, Icon: Icon): void {
  const Lucide = lucide[(LUCIDE_NAME[name] ?? name) as keyof typeof lucide] as lucide.LucideIcon;
  expect(Lucide).toBeTypeOf('object');
  for (const props of [{}, { className: 'size-4 text-red-700' }, { 'aria-label': 'Label', role: 'img' }]) {
    expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
  }
}
