import { z } from 'zod';
import type { StoryFeatures } from './story-features.ts';

/** StoryFeatures as item_features stores them (JSON: maps and sets as arrays, the MinHash as numbers). */
const storedFeaturesSchema = z.object({
  language: z.string(),
  terms: z.array(z.tuple([z.string(), z.number()])),
  anchors: z.array(z.string()),
  titleAnchors: z.array(z.string()),
  isListing: z.boolean(),
  minhash: z.array(z.number().int().nonnegative()),
});

/** An item's features as the item_features table holds them. */
export type StoredFeatures = z.infer<typeof storedFeaturesSchema>;

/** The features of an item, ready to store. */
export function toStoredFeatures(features: StoryFeatures): StoredFeatures {
  return {
    language: features.language,
    terms: [...features.terms],
    anchors: [...features.anchors],
    titleAnchors: [...features.titleAnchors],
    isListing: features.isListing,
    minhash: [...features.minhash],
  };
}

/** Stored features read back, checked, as matching compares them. */
export function fromStoredFeatures(stored: unknown): StoryFeatures {
  const parsed = storedFeaturesSchema.parse(stored);
  return {
    language: parsed.language,
    terms: new Map(parsed.terms),
    anchors: new Set(parsed.anchors),
    titleAnchors: new Set(parsed.titleAnchors),
    isListing: parsed.isListing,
    minhash: Uint32Array.from(parsed.minhash),
  };
}

/**
 * The keys of the story_keys index for an item: each word, and each name or number as "@name" (the same
 * spelling inverse document frequencies count them by: cluster-items.ts).
 */
export function storyKeysOf(features: StoryFeatures): string[] {
  return [...features.terms.keys(), ...[...features.anchors].map((anchor) => `@${anchor}`)];
}
