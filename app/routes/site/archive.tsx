import { __iconData as archive } from 'lucide-react/icons/archive';
import { lucideIcon } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import { listArchiveDays } from '../../lib/api/archive.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { ArchiveDayCard } from '../../features/archive/archive-day-card.tsx';
import { textPageMeta } from '../../features/site/seo.ts';
import type { Route } from './+types/archive';

// An icon only this page draws (app/ui/icons.tsx holds those the reader's pages share).
const ArchiveIcon = lucideIcon(archive);

export async function loader({ context, params }: Route.LoaderArgs) {
  return { days: await context.listArchiveDays(routeLanguage(params)), failed: false };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = routeLanguage(params);
  try {
    return { days: await listArchiveDays(language), failed: false };
  } catch {
    return { days: [] as ArchiveDay[], failed: true };
  }
}

export function meta({ matches, params }: Route.MetaArgs) {
  const language = routeLanguage(params);
  return textPageMeta(matches, language, {
    path: '/archive',
    titleKey: 'news:archive.title',
    descriptionKey: 'news:archive.subtitle',
    breadcrumbs: [
      { titleKey: 'common:nav.today', path: `/${language}` },
      { titleKey: 'news:archive.title', path: `/${language}/archive` },
    ],
  });
}

export default function Archive({ loaderData, params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  const { t } = useTranslation('news');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <ArchiveIcon className="size-7 text-blue-700 dark:text-blue-300" aria-hidden="true" />
          {t('archive.title')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('archive.subtitle')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('archive.utcNote')}</p>
      </header>
      {loaderData.days.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold">{t('archive.emptyTitle')}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('archive.emptyText')}</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.days.map((day) => (
            <ArchiveDayCard key={day.date} day={day} language={language} headingLevel={2} />
          ))}
        </div>
      )}
    </div>
  );
}
