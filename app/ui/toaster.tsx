import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toast.ts';

const ToastPanel = lazy(() => import('./toast-panel.tsx'));

/**
 * The toasts' region. Its code (Radix Toast) is loaded with the first toast, not with every page: most visits
 * never show one. Once loaded it stays, so later toasts appear at once.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastPanel label={label} closeLabel={closeLabel} />
    </Suspense>
  );
}
