import { Bookmark, BookmarkCheck } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import { removeSavedArticle, saveArticle, useSavedArticles } from '../../lib/saved-articles.ts';
import { isLanguage } from '#common/languages.ts';
import { Button } from '../../ui/button.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { toast } from '../../ui/use-toast.ts';

/** Keeps an article on this device (or removes it), showing whether it is saved. */
export function SaveButton({
  article,
  title,
  compact = false,
}: {
  article: CardArticle;
  title: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { t: tn } = useTranslation('news');
  const isSaved = useSavedArticles().some((s) => s.slug === article.slug);
  // The offline copies follow the saved list; their code loads on the first Save, not with the page.
  const keepOffline = () =>
    void import('../../lib/offline-cache.ts')
      .then((m) => m.keepSavedArticlesOffline(language, tn))
      .catch(() => undefined); // offline before the code was ever kept: the next visit to Saved catches up
  const toggle = () => {
    if (isSaved) {
      removeSavedArticle(article.slug);
      keepOffline();
      toast({ title: t('toast.removedTitle') });
    } else if (saveArticle(article)) {
      keepOffline();
      // A saved story also tells the home page's "For you" row what this reader follows (kept on the device);
      // the few lines that note it load on the first Save, so that pages without an article carry none of them.
      if (isLanguage(language)) {
        void import('../../lib/reading-history-log.ts')
          .then((m) => m.noteRead(article, language, { saved: true }))
          .catch(() => undefined);
      }
      toast({ title: t('toast.savedTitle'), description: t('toast.savedDescription') });
    } else {
      toast({ title: t('errors.generic'), variant: 'destructive' });
    }
  };
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  const button = (
    <Button
      type="button"
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      onClick={toggle}
      aria-pressed={isSaved}
      aria-label={compact ? tn(isSaved ? 'card.removeArticle' : 'card.saveArticle', { title }) : undefined}
    >
      <Icon aria-hidden="true" className={isSaved ? 'fill-current' : undefined} />
      {!compact && (isSaved ? t('actions.saved') : t('actions.save'))}
    </Button>
  );
  return compact ? (
    <Tooltip content={isSaved ? t('actions.saved') : t('actions.save')}>{button}</Tooltip>
  ) : (
    button
  );
}
