const wordSegmenters = new Map<string, Intl.Segmenter>();

/** The language's word breaker (Intl.Segmenter), made once per language. */
export function wordSegmenter(language: string): Intl.Segmenter {
  let segmenter = wordSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    wordSegmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The lower-cased words of a text, as the language's word breaker sees them (also without spaces: ja). */
export function segmentWords(text: string, language: string): string[] {
  const words: string[] = [];
  for (const segment of wordSegmenter(language).segment(text.toLocaleLowerCase(language))) {
    if (segment.isWordLike) words.push(segment.segment);
  }
  return words;
}
