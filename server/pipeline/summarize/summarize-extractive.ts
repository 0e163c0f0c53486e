import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { segmentWords } from '#common/text/segment-words.ts';
import { isSummarySentence } from '../clean/judge-report-text.ts';
import { stopWordsOf } from '../language/stop-words.ts';
import { splitSentences } from './split-sentences.ts';

/** The summary's length limit of the spec, in English-equivalent words (common/text/count-words.ts). */
export const SUMMARY_MAX_WORDS = 60;
/** Two or three sentences read as a summary; more read as the article. */
const MAX_SUMMARY_SENTENCES = 3;
/** A single sentence may run this far over the limit rather than be cut: a summary is never cut off. */
const LONG_SENTENCE_ALLOWANCE = 1.35;
/** Words two sentences share, of the shorter one's, above which the second only says the first again. */
const NEAR_REPEAT = 0.8;
// Lines that are about the page, not the story (cleanReportText removes most; this guards other callers).
const BOILERPLATE =
  /©|\ball rights reserved\b|\bclick here\b|\bsign up\b|\bnewsletter\b|\bsubscribe\b|https?:\/\/|\bphoto:|\bfoto:|\bfile photo\b|\(AP Photo|^(advertisement|anzeige|publicité|publicidad)$/i;
/** Share of the smaller set's words that the other has too. */
function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / small.size;
}

/** TextRank's similarity of two sentences: shared words over the logs of their lengths. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size < 2 || b.size < 2) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (Math.log(a.size) + Math.log(b.size));
}

/** Centrality of each sentence by a few rounds of PageRank over the similarity graph. */
function centrality(sets: Array<Set<string>>): number[] {
  const n = sets.length;
  const weights = sets.map((a, i) => sets.map((b, j) => (i === j ? 0 : similarity(a, b))));
  const outSums = weights.map((row) => row.reduce((sum, w) => sum + w, 0));
  let scores = new Array<number>(n).fill(1 / n);
  for (let round = 0; round < 20; round++) {
    scores = scores.map((_, i) => {
      let incoming = 0;
      for (let j = 0; j < n; j++) {
        const out = outSums[j]!;
        if (out > 0) incoming += (weights[j]![i]! / out) * scores[j]!;
      }
      return 0.15 / n + 0.85 * incoming;
    });
  }
  const max = Math.max(...scores, Number.EPSILON);
  return scores.map((s) => s / max);
}

/**
 * A summary of at most 60 English-equivalent words made of two or three whole sentences of the story, when no
 * model writes one. Only sentences that end as sentences, say more than the headline and were not said before
 * are candidates; they are scored by centrality (TextRank), position (news puts the essentials first) and the
 * words they share with the headline, and the best that fit are kept in their original order. A summary is
 * never cut: when no sentence fits, the shortest one near the limit, else the first, stands whole. Returns ''
 * when the text has no such sentence (judgeReportText holds those reports back). Works in every language the
 * segmenter knows, including Japanese (no spaces) and Hindi (danda).
 */
export function summarizeExtractive(
  input: { title: string; text: string; language: string },
  maxWords = SUMMARY_MAX_WORDS,
  maxSentences = MAX_SUMMARY_SENTENCES,
): string {
  const { language } = input;
  const stopWords = stopWordsOf(language);
  const contentWords = (text: string) =>
    new Set(segmentWords(text, language).filter((w) => !stopWords.has(w)));
  // A sentence said twice, or nearly ("Trump came to power…" and "Trump himself came to power…", as a
  // standfirst and the text's first line), is kept once.
  const kept: Array<Set<string>> = [];
  const candidates = splitSentences(input.text, language)
    .map((sentence, index) => ({ sentence, index, words: countEnglishEquivalentWords(sentence, language) }))
    .filter((c) => !BOILERPLATE.test(c.sentence) && isSummarySentence(c.sentence, input.title, language))
    .filter((c) => {
      const words = contentWords(c.sentence);
      if (kept.some((other) => overlap(words, other) >= NEAR_REPEAT)) return false;
      kept.push(words);
      return true;
    });
  if (candidates.length === 0) return '';

  const sets = candidates.map((c) => contentWords(c.sentence));
  const titleWords = contentWords(input.title);
  const central = centrality(sets);
  const scored = candidates.map((c, i) => {
    const set = sets[i]!;
    let inTitle = 0;
    for (const word of set) if (titleWords.has(word)) inTitle++;
    const titleOverlap = titleWords.size ? inTitle / titleWords.size : 0;
    const position = 1 / (1 + i * 0.5);
    return { ...c, score: 0.4 * central[i]! + 0.4 * position + 0.2 * titleOverlap, onTopic: inTitle > 0 };
  });

  const chosen: typeof scored = [];
  let used = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score)) {
    if (chosen.length === maxSentences) break;
    if (used + candidate.words > maxWords) continue;
    chosen.push(candidate);
    used += candidate.words;
  }
  // A summary that never touches what its headline says reads as another story: the best sentence that does
  // takes the place of the weakest chosen one.
  if (chosen.length > 0 && !chosen.some((c) => c.onTopic)) {
    const onTopic = [...scored]
      .sort((a, b) => b.score - a.score)
      .find((c) => c.onTopic && !chosen.includes(c));
    if (onTopic) {
      chosen.sort((a, b) => b.score - a.score);
      while (chosen.length > 0 && used + onTopic.words > maxWords) used -= chosen.pop()!.words;
      if (chosen.length === maxSentences) used -= chosen.pop()!.words;
      chosen.push(onTopic);
      used += onTopic.words;
    }
  }
  if (chosen.length === 0) {
    const near = scored
      .filter((c) => c.words <= maxWords * LONG_SENTENCE_ALLOWANCE)
      .sort((a, b) => a.words - b.words)[0];
    return (near ?? scored[0]!).sentence;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence)
    .join(language === 'ja' ? '' : ' ');
}
