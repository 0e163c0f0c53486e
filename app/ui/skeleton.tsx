import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

/** A grey block that stands for content while it loads. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
      {...props}
    />
  );
}
