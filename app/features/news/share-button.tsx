import { Share2 } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Button } from '../../ui/button.tsx';
import { Tooltip } from '../../ui/tooltip.tsx';
import { toast } from '../../ui/use-toast.ts';

/** Opens the device's share sheet with title, text and link; without one, copies the link and says so. */
export function ShareButton({
  title,
  text,
  path,
  compact = false,
}: {
  title: string;
  text: string;
  path: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('news');
  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === 'AbortError') return; // the reader closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('toast.linkCopied'), description: t('toast.linkCopiedDescription') });
    } catch {
      toast({
        title: t('toast.shareFailed'),
        description: t('toast.shareFailedDescription'),
        variant: 'destructive',
      });
    }
  };
  const button = (
    <Button
      type="button"
      variant="ghost"
      size={compact ? 'icon' : 'sm'}
      onClick={() => void share()}
      aria-label={compact ? tn('card.shareArticle', { title }) : undefined}
    >
      <Share2 aria-hidden="true" />
      {!compact && t('actions.share')}
    </Button>
  );
  return compact ? <Tooltip content={t('actions.share')}>{button}</Tooltip> : button;
}
