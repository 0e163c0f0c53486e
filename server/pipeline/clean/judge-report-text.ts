import { countEnglishEquivalentWords } from '../../../common/text/count-words.ts';
import { segmentWords } from '../../../common/text/segment-words.ts';
import { splitSentences } from '../summarize/split-sentences.ts';
import { endsAsSentence } from './clean-report-text.ts';

/** Why a report cannot be published as a story by itself (feed_items.held_reason). */
export type HoldReason = 'title-only' | 'not-a-story' | 'undated';

/** English-equivalent words of whole sentences a report needs beyond its headline to be summarised. */
export const MIN_STORY_WORDS = 15;
/** A sentence this short is a label, a caption or a fragment, not a sentence a summary can stand on. */
const MIN_SENTENCE_WORDS = 5;
/** Share of a text's characters that must be prose for it to be a story rather than a list or a menu. */
const MIN_PROSE_SHARE = 0.55;
/** Words shared with the headline above which a sentence only repeats it. */
const TITLE_LIKENESS = 0.75;

/** The share of a sentence's words that its headline has too (1 when it says nothing the headline does not). */
export function likenessToTitle(sentence: string, title: string, language: string): number {
  const words = new Set(segmentWords(sentence, language));
  if (words.size === 0) return 1;
  const titleWords = new Set(segmentWords(title, language));
  let shared = 0;
  for (const word of words) if (titleWords.has(word)) shared++;
  return shared / words.size;
}

/** Tells whether a sentence can stand in a summary: whole, long enough, more than its headline again. */
export function isSummarySentence(sentence: string, title: string, language: string): boolean {
  return (
    endsAsSentence(sentence) &&
    countEnglishEquivalentWords(sentence, language) >= MIN_SENTENCE_WORDS &&
    likenessToTitle(sentence, title, language) < TITLE_LIKENESS
  );
}

/**
 * Judges a report's cleaned text (cleanReportText) before it is published as a story: null when it can be,
 * else why not. A text of fewer than MIN_STORY_WORDS words of whole sentences beyond its headline is a
 * headline only ("title-only": it waits for its page or a second report); a text that is mostly not prose
 * (a menu "Estadísticas | La jornada | Clasificación", a listing of stock codes, a calendar, a byline) is
 * "not-a-story".
 */
export function judgeReportText(cleaned: string, title: string, language: string): HoldReason | null {
  const paragraphs = cleaned.split(/\n\s*\n/u).filter((p) => p.trim());
  let proseCharacters = 0;
  let allCharacters = 0;
  let storyWords = 0;
  let hasMenu = false;
  for (const paragraph of paragraphs) {
    allCharacters += paragraph.length;
    if (/\s[|•]\s.*\s[|•]\s/u.test(paragraph)) {
      hasMenu = true;
      continue;
    }
    for (const sentence of splitSentences(paragraph, language)) {
      if (!isSummarySentence(sentence, title, language)) continue;
      proseCharacters += sentence.length;
      storyWords += countEnglishEquivalentWords(sentence, language);
    }
  }
  if (storyWords < MIN_STORY_WORDS) {
    // A long text with little prose is a listing; a short one is a headline with a fragment.
    const listing =
      hasMenu ||
      ((allCharacters > 200 || paragraphs.length >= 5) && proseCharacters / allCharacters < MIN_PROSE_SHARE);
    return listing ? 'not-a-story' : 'title-only';
  }
  return proseCharacters / allCharacters < MIN_PROSE_SHARE ? 'not-a-story' : null;
}
