import { Fragment } from 'react';

/** Text with any HTML-like markup removed (content may come from feeds). */
export function stripMarkup(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ');
}

/** Renders text with **bold** emphasised and line breaks kept; everything else as plain text. */
export function RichText({ text }: { text: string }) {
  const parts = stripMarkup(text).split(/(\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
          <strong key={i} className="font-semibold text-slate-900 dark:text-white">
            {part.slice(2, -2)}
          </strong>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
