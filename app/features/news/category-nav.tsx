import { Link } from 'react-router';
import { CATEGORIES, CATEGORY_STYLES, type Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * The row of the site's sections under the home page's hero: all stories, then each category with its
 * emoji and its name in the page's language, the one shown marked as the current page. One line that scrolls
 * sideways on a phone, wrapped and centred on wider screens.
 */
export function CategoryNav({ language, current }: { language: Language; current: Category | null }) {
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation('common');
  return (
    <nav aria-label={t('home.categoriesNav')} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="mx-auto flex max-w-6xl gap-1.5 overflow-x-auto px-4 py-3 md:flex-wrap md:justify-center">
        {[null, ...CATEGORIES].map((category) => (
          <li key={category ?? ''} className="shrink-0">
            <Link
              to={category ? `/${language}?category=${category}` : `/${language}`}
              // Its look comes from app.css (.category-link), the current one's from this attribute.
              aria-current={category === current ? 'page' : undefined}
              className="category-link"
            >
              {category && <span aria-hidden="true">{CATEGORY_STYLES[category].emoji}</span>}
              {category ? tc(`categories.${category}`) : t('home.clearCategory')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
