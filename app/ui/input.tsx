import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** The look of every text control: the search boxes here, the forms' fields in field.tsx. */
export const fieldClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

/** A text input; `large` for the search boxes. */
export function Input({ className, large = false, ...props }: ComponentProps<'input'> & { large?: boolean }) {
  return <input className={cn(fieldClass, large ? 'h-11' : 'h-10', className)} {...props} />;
}
