import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { RefreshCw } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { ScreenState } from '../../lib/screen-state.ts';
import { ADMIN_TEXT } from './admin-texts.ts';
import { LoadFailed } from './load-failed.tsx';

/** An admin screen's body as its read stands: a spinner, the failure with a retry, or what it read. */
export function ScreenBody<T>({
  state,
  onRetry,
  children,
}: {
  state: ScreenState<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'failed') return <LoadFailed onRetry={onRetry} />;
  if (state.status === 'loading') return <Spinner text={ADMIN_TEXT.list.loading} />;
  return children(state.data);
}

/** A screen's "refresh" button, its icon turning while the screen reads again. */
export function RefreshButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="outline" onClick={onClick} disabled={loading}>
      <RefreshCw aria-hidden="true" className={loading ? 'animate-spin' : undefined} /> {label}
    </Button>
  );
}
