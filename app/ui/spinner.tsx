import { Loader2 } from './icons.tsx';

/** A turning circle with a text that says what is loading. */
export function Spinner({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-300"
    >
      <Loader2 className="size-6 animate-spin" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
