import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ExternalLink } from '../../ui/icons.tsx';

/**
 * A link to a public page (a story the admin lists or just made) that opens in a new tab, marked with an icon
 * and, for a screen reader, with `newTab` ("(새 탭에서 열림)"); `lang` is the language of its text.
 */
export function NewTabLink({
  href,
  lang,
  newTab,
  className,
  children,
}: {
  href: string;
  lang: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      lang={lang}
      className={cn(
        'text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300',
        className,
      )}
    >
      {children}
      <ExternalLink className="ml-1 inline size-3.5 align-baseline" aria-hidden="true" />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
