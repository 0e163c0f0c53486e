/** The public URL of one stored image variant. Image rows never change, so these URLs are cached forever. */
export function imageVariantUrl(
  imageId: number,
  variant: 'small' | 'medium' | 'social' | 'large',
  format: 'webp' | 'avif' = 'webp',
): string {
  return `/media/images/${imageId}/${variant}.${format}`;
}

/** The article picture cut to the shapes search engines ask for (16:9, 4:3, 1:1), drawn on first request. */
export function pictureCropUrls(imageId: number): string[] {
  return ['crop-16x9', 'crop-4x3', 'crop-1x1'].map((crop) => `/media/images/${imageId}/${crop}.webp`);
}

/**
 * The image fields of an article, all null when it has no image. The medium card picture and the AVIF copy
 * are named only when they exist (pictures stored before the medium size get it drawn after start).
 */
export function articleImageUrls(
  imageId: number | null,
  available: { largeAvif?: boolean; medium?: boolean } = {},
) {
  if (imageId === null) {
    return {
      thumbnailSmall: null,
      thumbnailMedium: null,
      thumbnailSocial: null,
      thumbnailUrl: null,
      imageUrl: null,
      imageAvifUrl: null,
    };
  }
  return {
    thumbnailSmall: imageVariantUrl(imageId, 'small'),
    thumbnailMedium: available.medium ? imageVariantUrl(imageId, 'medium') : null,
    thumbnailSocial: imageVariantUrl(imageId, 'social'),
    thumbnailUrl: imageVariantUrl(imageId, 'social'),
    imageUrl: imageVariantUrl(imageId, 'large'),
    imageAvifUrl: available.largeAvif ? imageVariantUrl(imageId, 'large', 'avif') : null,
  };
}
