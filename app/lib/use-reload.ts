import { useLocation, useNavigate, useNavigation } from 'react-router';
import type { ScreenState } from './screen-state.ts';

/**
 * A screen's "refresh" and "try again": the router reads the same address anew. `isReloading` is true while it
 * does, or while it reads another page or filter of the same screen, so the screen shows its spinner then; a
 * quiet revalidation (after a change, or a periodic one) leaves it false.
 */
export function useReload(): { isReloading: boolean; reload: () => void } {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  return {
    isReloading: navigation.state === 'loading' && navigation.location.pathname === location.pathname,
    reload: () => void navigate({ pathname: location.pathname, search: location.search }, { replace: true }),
  };
}

/**
 * What a screen shows while the router reads it anew: its spinner, or with `keepShown` (a list turning a page
 * or changing its filter) what it showed until the new data is there; after a failure, the spinner either way.
 */
export function useShownState<T>(loaded: ScreenState<T>, { keepShown = false } = {}): ScreenState<T> {
  const { isReloading } = useReload();
  return isReloading && (!keepShown || loaded.status === 'failed') ? { status: 'loading' } : loaded;
}
