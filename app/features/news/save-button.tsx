import { Bookmark, BookmarkCheck } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '../../../common/contracts/article.ts';
import { removeSavedArticle, saveArticle, useSavedArticles } from '../../lib/saved-articles.ts';
import { cacheForOffline } from '../../lib/offline-cache.ts';
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
  const toggle = () => {
    if (isSaved) {
      removeSavedArticle(article.slug);
      toast({ title: t('toast.removedTitle') });
    } else if (saveArticle(article)) {
      cacheForOffline([`/${language}/saved`, article.thumbnailSmall]);
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
