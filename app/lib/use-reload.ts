import { useLocation, useNavigate, useNavigation } from 'react-router';

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
