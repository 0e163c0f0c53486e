import { Button } from '../../ui/button.tsx';
import { ADMIN_TEXT } from './admin-texts.ts';

/** What an admin screen shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="py-12 text-center">
      <p>{ADMIN_TEXT.list.loadFailed}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry}>
        {ADMIN_TEXT.list.retry}
      </Button>
    </div>
  );
}
