import { Loader2 } from '../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';

const ARTICLE_PATH = /^\/[a-z]{2}\/news\/[^/]+$/;
/** Fast answers show nothing: the notice appears only when a page takes longer than this. */
const SHOW_AFTER_MS = 250;

/**
 * While the next page loads on the client the current one stays on screen; after a short wait this says
 * so, with the spec's "Loading article..." when an article is on its way.
 */
export function NavigationPending() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  // A change of query on the same page (search, category) is shown by the page itself ("Searching...").
  const target =
    navigation.state === 'loading' && navigation.location.pathname !== pathname
      ? navigation.location.pathname
      : null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!target) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [target]);
  if (!shown || !target) return null;
  return (
    <div
      role="status"
      className="fixed left-1/2 top-20 z-40 flex -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {ARTICLE_PATH.test(target) ? t('news:article.loading') : t('common:loadingPage')}
    </div>
  );
}
