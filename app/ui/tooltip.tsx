import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows a short text above its trigger on hover (after 700 ms, like a system tooltip) or keyboard focus;
 * Escape hides it until the pointer or focus leaves (WCAG 1.4.13). It is drawn by CSS, with no library and
 * nothing to load: the trigger already has the same words as its accessible name, so the text is hidden from
 * assistive technology rather than read twice.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // Escape reaches the document, not the trigger, when the tooltip shows for a pointer without focus.
  useEffect(() => {
    if (!hovered) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hovered]);
  return (
    <span
      className="group/tooltip relative inline-flex"
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
      onBlur={() => setDismissed(false)}
    >
      {children}
      <span
        aria-hidden="true"
        data-dismissed={dismissed || undefined}
        className="pointer-events-none invisible absolute bottom-full right-0 z-50 mb-1 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white opacity-0 shadow transition-opacity group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-hover/tooltip:delay-700 group-has-[:focus-visible]/tooltip:visible group-has-[:focus-visible]/tooltip:opacity-100 data-[dismissed]:invisible data-[dismissed]:opacity-0 dark:bg-slate-100 dark:text-slate-900"
      >
        {content}
      </span>
    </span>
  );
}
