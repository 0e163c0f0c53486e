/** The public URL of one stored image variant. Image rows never change, so these URLs are cached forever. */
export function imageVariantUrl(
  imageId: number,
  variant: 'small' | 'social' | 'large',
  format: 'webp' | 'avif' = 'webp',
): string {
  return `/media/images/${imageId}/${variant}.${format}`;
}

/** The image fields of an article, all null when it has no image. */
export function articleImageUrls(imageId: number | null, hasLargeAvif = false) {
  if (imageId === null) {
    return {
      thumbnailSmall: null,
      thumbnailSocial: null,
      thumbnailUrl: null,
      imageUrl: null,
      imageAvifUrl: null,
    };
  }
  return {
    thumbnailSmall: imageVariantUrl(imageId, 'small'),
    thumbnailSocial: imageVariantUrl(imageId, 'social'),
    thumbnailUrl: imageVariantUrl(imageId, 'social'),
    imageUrl: imageVariantUrl(imageId, 'large'),
    imageAvifUrl: hasLargeAvif ? imageVariantUrl(imageId, 'large', 'avif') : null,
  };
}
