import { useEffect, useState } from 'react';
import { getThumbnail } from '../../lib/api/thumbnails.ts';
import { placeholderImage } from '../../lib/placeholder-image.ts';
import { cn } from '../../lib/cn.ts';

type Source = { kind: 'stored'; src: string } | { kind: 'generated'; src: string } | { kind: 'pending' };

/**
 * An article's picture: the stored thumbnail file; when an article has none, the thumbnail API is asked once;
 * when that fails or the picture does not load, a generated SVG in the category's colour takes its place.
 * Width and height are fixed (16:9), so nothing moves when it loads.
 */
export function ArticleThumbnail({
  articleId,
  src,
  title,
  category,
  eager = false,
  className,
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  medium,
  large,
  avif,
}: {
  articleId: number;
  src: string | null;
  title: string;
  category: string;
  eager?: boolean;
  className?: string;
  sizes?: string;
  /** The 800 px card picture, for phones' dense screens (a 390 px card needs about 800 pixels). */
  medium?: string | null;
  large?: string | null;
  /** The large picture in AVIF, offered first to browsers that read it. */
  avif?: string | null;
}) {
  const [source, setSource] = useState<Source>(src ? { kind: 'stored', src } : { kind: 'pending' });

  useEffect(() => {
    setSource(src ? { kind: 'stored', src } : { kind: 'pending' });
  }, [src]);

  useEffect(() => {
    if (source.kind !== 'pending') return;
    let cancelled = false;
    getThumbnail(articleId)
      .then((r) => !cancelled && setSource({ kind: 'stored', src: r.imageBase64 }))
      .catch(() => !cancelled && setSource({ kind: 'generated', src: placeholderImage(title, category) }));
    return () => {
      cancelled = true;
    };
  }, [source.kind, articleId, title, category]);

  const shown = source.kind === 'pending' ? placeholderImage(title, category) : source.src;
  const srcSet =
    source.kind === 'stored' && large && !source.src.startsWith('data:')
      ? [`${source.src} 400w`, medium && `${medium} 800w`, `${large} 1600w`].filter(Boolean).join(', ')
      : undefined;
  const image = (
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={400}
      height={225}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-image-state={source.kind === 'stored' ? 'loaded' : 'generated'}
      onError={() =>
        source.kind === 'stored' && setSource({ kind: 'generated', src: placeholderImage(title, category) })
      }
      className={cn('aspect-video w-full bg-slate-200 object-cover dark:bg-slate-800', className)}
    />
  );
  if (source.kind === 'stored' && avif && srcSet) {
    return (
      <picture>
        <source type="image/avif" srcSet={`${avif} 1600w`} sizes={sizes} />
        {image}
      </picture>
    );
  }
  return image;
}
