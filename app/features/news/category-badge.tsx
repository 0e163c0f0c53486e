import { useTranslation } from '../../i18n/use-translation.tsx';
import { categoryStyle, isCategory } from '#common/categories.ts';
import { cn } from '../../lib/cn.ts';

/** The category with its emoji on its colour; unknown categories get the newspaper badge. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { t } = useTranslation();
  const style = categoryStyle(category);
  const name =
    isCategory(category) || category === 'business' ? t(`categories.${category}`) : t('categories.unknown');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: style.color }}
    >
      <span aria-hidden="true">{style.emoji}</span>
      {name}
    </span>
  );
}
