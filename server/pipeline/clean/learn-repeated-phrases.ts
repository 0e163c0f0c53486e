import { splitSentences } from '../summarize/split-sentences.ts';

/** At most this many phrases are kept per source: the newest learned first. */
export const MAX_REPEATED_PHRASES = 40;
/** A phrase counts as the publisher's own when this share of its items (and at least MIN_ITEMS) carry it. */
const SHARE_OF_ITEMS = 0.2;
const MIN_ITEMS = 3;
/** Longer pieces are text, not boilerplate (a feed that repeats a whole item is another matter). */
const MAX_PHRASE_CHARACTERS = 160;
const MIN_PHRASE_CHARACTERS = 3;
// Where a title carries the publisher's name or section: "Story - Publisher", "Section | Story".
const TITLE_SEPARATOR = /\s+[|–—-]\s+|\s*[|]\s*/u;

/** The form two occurrences of a phrase are compared in: case, spaces and digits do not tell them apart. */
export function phraseKey(text: string): string {
  return text.toLocaleLowerCase().replace(/\d+/gu, '0').replace(/\s+/gu, ' ').trim();
}

/** The pieces of an item a publisher may repeat: each line and each sentence of its text, each part of its title. */
function piecesOf(item: { title: string; text: string }, language: string): Set<string> {
  const pieces = new Set<string>();
  const add = (piece: string) => {
    const trimmed = piece.trim();
    if (trimmed.length >= MIN_PHRASE_CHARACTERS && trimmed.length <= MAX_PHRASE_CHARACTERS)
      pieces.add(trimmed);
  };
  for (const line of item.text.split(/\n+/u)) add(line);
  for (const sentence of splitSentences(item.text, language)) add(sentence);
  const titleParts = item.title.split(TITLE_SEPARATOR);
  // Only a title's first and last parts can be a label or a name; a whole title is never boilerplate.
  if (titleParts.length > 1) {
    add(titleParts[0]!);
    add(titleParts.at(-1)!);
  }
  return pieces;
}

/**
 * Learns the phrases a publisher repeats across its own items: lines, sentences and title parts that a fifth
 * of a feed's items or more carry ("Leia mais no Massa News!", "▷직접 가서 보기◁", "Read full article >>",
 * "World – The Indian Express"). They are the publisher's, not the story's: cleaning cuts them from its texts
 * and matching never counts them as evidence that two reports tell one event. The phrases learned before are
 * kept after the new ones, up to MAX_REPEATED_PHRASES, so a feed of few items does not forget them.
 */
export function learnRepeatedPhrases(
  items: ReadonlyArray<{ title: string; text: string }>,
  language: string,
  previous: readonly string[] = [],
): string[] {
  const counts = new Map<string, { phrase: string; items: number }>();
  for (const item of items) {
    for (const piece of piecesOf(item, language)) {
      const key = phraseKey(piece);
      const entry = counts.get(key);
      if (entry) entry.items++;
      else counts.set(key, { phrase: piece, items: 1 });
    }
  }
  // Items that repeat their title as their text would make every title look repeated: a piece must also
  // be shared by items with different titles, which a count of distinct items over a few items ensures.
  const needed = Math.max(MIN_ITEMS, Math.ceil(items.length * SHARE_OF_ITEMS));
  const learned = [...counts.values()]
    .filter((entry) => entry.items >= needed)
    .sort((a, b) => b.items - a.items || a.phrase.localeCompare(b.phrase))
    .map((entry) => entry.phrase);
  const seen = new Set(learned.map(phraseKey));
  for (const phrase of previous) {
    const key = phraseKey(phrase);
    if (!seen.has(key)) {
      seen.add(key);
      learned.push(phrase);
    }
  }
  return learned.slice(0, MAX_REPEATED_PHRASES);
}
