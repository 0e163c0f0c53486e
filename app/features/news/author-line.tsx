import type { CardTranslation } from '#common/contracts/article.ts';

/** The author's avatar (or initial), name and credentials, when the translation names one. */
export function AuthorLine({
  translation,
  size = 'sm',
}: {
  translation: CardTranslation | undefined;
  size?: 'sm' | 'md';
}) {
  if (!translation?.authorName) return null;
  const { authorName, authorCredentials, authorAvatarUrl } = translation;
  const box = size === 'md' ? 'size-10 text-base' : 'size-8 text-sm';
  return (
    <div className="flex items-center gap-2">
      {authorAvatarUrl ? (
        <img
          src={authorAvatarUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className={`${box} rounded-full object-cover`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`${box} flex items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100`}
        >
          {[...authorName][0]}
        </span>
      )}
      <div className="min-w-0 text-sm leading-tight">
        <p className="truncate font-medium text-slate-900 dark:text-slate-100">{authorName}</p>
        {authorCredentials && (
          <p className="line-clamp-2 text-xs text-slate-600 dark:text-slate-400">{authorCredentials}</p>
        )}
      </div>
    </div>
  );
}
