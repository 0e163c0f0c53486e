import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ArticleDetail } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { languageNameInSentence } from '../../lib/format-names.ts';
import { SiteLogo } from '../../ui/site-logo.tsx';
import { howTextWasMade } from './text-provenance.ts';

/**
 * The author card of every article, in the page language (the spec's fixed card): who publishes it, and
 * what happened to this text: an excerpt of the publisher's words, written or translated by AI, edited by
 * an editor, or written by the newsroom. It says an editor worked on a text only when one did.
 */
export function NewsroomCard({
  siteName,
  article,
  textLanguage,
  language,
}: {
  siteName: string;
  article: Pick<ArticleDetail, 'provenance' | 'sources'>;
  textLanguage: Language;
  language: Language;
}) {
  const { t } = useTranslation('news');
  const made = howTextWasMade(article, textLanguage);
  const about =
    made?.kind === 'written'
      ? t('article.author.about.written', { count: made.reports })
      : made?.kind === 'translated'
        ? t('article.author.about.translated', { language: languageNameInSentence(made.from, language) })
        : made
          ? t(`article.author.about.${made.kind}`)
          : null;
  return (
    <aside
      aria-labelledby="newsroom-card-title"
      className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      data-testid="newsroom-card"
    >
      <SiteLogo className="size-12 shrink-0" />
      <div>
        <h2
          id="newsroom-card-title"
          className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
        >
          {t('article.author.heading')}
        </h2>
        <p className="mt-1 font-semibold">{t('article.author.team', { siteName })}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('article.author.credentials')}</p>
        {about && (
          <p
            className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300"
            data-testid="text-made"
          >
            {about}
          </p>
        )}
      </div>
    </aside>
  );
}
