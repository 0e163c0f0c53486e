import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from './icons.tsx';
import { cn } from '../lib/cn.ts';
import { dismissToast, useToasts } from './use-toast.ts';

/** Renders the toasts (Radix, loaded with the first toast: see toaster.tsx): 5 s each, swipe right past 50 px to close, F8 focuses the region. */
export default function ToastPanel({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={label}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
            {t.link && (
              <ToastPrimitive.Action altText={t.link.label} asChild>
                <a
                  href={t.link.href}
                  target="_blank"
                  rel="noopener"
                  className="text-sm font-semibold underline underline-offset-2 focus-visible:outline-2"
                >
                  {t.link.label}
                </a>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
