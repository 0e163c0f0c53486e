import type { Language } from '#common/languages.ts';
import { figuresIn } from './find-numbers.ts';
import { segmentWords } from '#common/text/segment-words.ts';
import { splitSentences } from '#server/pipeline/summarize/split-sentences.ts';
import { stopWordsOf } from '#server/pipeline/language/stop-words.ts';

/** Sentences of a report in one passage, and its characters at most: what the model reads per passage. */
const PASSAGE_SENTENCES = 3;
const PASSAGE_CHARACTERS = 600;
/** A sentence is compared with a report's sentence for its negation when it shares this share of its words. */
const SAME_CLAIM_OVERLAP = 0.6;
/** …and the report's sentence shares this share of its words with the sentence (it may say a little more). */
const REPORT_SHARE = 0.5 / SAME_CLAIM_OVERLAP;

/** One report the checked text may draw on: a publisher's report, or a translation's source text. */
export interface EvidenceReport {
  language: Language;
  title: string;
  text: string;
}

interface Piece {
  language: Language;
  text: string;
  words: Set<string>;
}

// Words that deny, in each language: a sentence and the report's sentence it repeats must agree on them.
const NEGATION: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:not|never|no|none|nobody|nothing|neither|nor)(?![\p{L}])|n['’]t(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:no|nunca|jamás|ningún|ninguna|ninguno|nadie|nada|ni|tampoco)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:ne|n['’]|pas|jamais|aucun|aucune|rien|ni)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:nicht|kein|keine|keinen|keinem|keiner|keines|nie|niemals|nichts|niemand|weder)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:não|nunca|jamais|nenhum|nenhuma|ninguém|nada|nem)(?![\p{L}])/iu,
  id: /(?<![\p{L}])(?:tidak|tak|bukan|belum|jangan|tiada)(?![\p{L}])/iu,
  tr: /(?<![\p{L}])(?:değil|yok|hiç|asla|hayır)(?![\p{L}])|m[ae]d[ıi]/iu,
  vi: /(?<![\p{L}])(?:không|chưa|chẳng|chả)(?![\p{L}])/iu,
  hi: /(?<![\p{L}\p{M}])(?:नहीं|न|ना|मत)(?![\p{L}\p{M}])/u,
  ko: /않|못\s?했|못한|없[다었는이]|아니|(?:^|\s)안\s/u,
  ja: /(?:な[いかく]|ません|ず[、。にも]|無い)(?!ら)/u,
};

// An elided article or pronoun glued to the word after it: "n'ouvrira" is "ouvrira", "l'entrée" "entrée".
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’]/u;

/**
 * The words of a text that say what it is about, and its numbers by value ("#12000" for "12,000" and
 * "1만2000"): what a sentence shares with a passage in another language.
 */
function contentWords(text: string, language: Language): Set<string> {
  const stopWords = stopWordsOf(language);
  const words = segmentWords(text, language)
    .map((w) => w.replace(ELISION, ''))
    .filter((w) => !stopWords.has(w) && [...w].length > 1 && !/^\d/u.test(w));
  return new Set([...words, ...[...figuresIn(text)].map((n) => `#${n}`)]);
}

function overlap(words: Set<string>, other: Set<string>): number {
  if (words.size === 0) return 0;
  let shared = 0;
  for (const word of words) if (other.has(word)) shared++;
  return shared / words.size;
}

/**
 * The reports cut into passages of a few sentences, for the model to read the ones a sentence could come
 * from, and into sentences, for the negation rule.
 */
export class Passages {
  private readonly passages: Piece[] = [];
  private readonly sentences: Piece[] = [];

  constructor(reports: EvidenceReport[]) {
    for (const report of reports) {
      // A passage keeps within a paragraph; the headline opens the first.
      const paragraphs = report.text
        .split(/\n\s*\n/u)
        .map((paragraph) => splitSentences(paragraph, report.language))
        .filter((sentences) => sentences.length > 0);
      if (report.title.trim()) {
        if (paragraphs.length === 0) paragraphs.push([]);
        paragraphs[0]!.unshift(report.title.trim());
      }
      for (const sentences of paragraphs) {
        for (const sentence of sentences)
          this.sentences.push({
            language: report.language,
            text: sentence,
            words: contentWords(sentence, report.language),
          });
        for (let i = 0; i < sentences.length; i += PASSAGE_SENTENCES) {
          const text = sentences
            .slice(i, i + PASSAGE_SENTENCES)
            .join(' ')
            .slice(0, PASSAGE_CHARACTERS);
          this.passages.push({ language: report.language, text, words: contentWords(text, report.language) });
        }
      }
    }
  }

  /**
   * The passages a sentence most likely comes from, by the share of its words they have (its numbers and
   * names too, which is what a passage in another language shares with it); the reports' openings when
   * no passage shares a word.
   */
  bestFor(sentence: string, language: Language, count: number): string[] {
    const words = contentWords(sentence, language);
    const scored = this.passages.map((passage, index) => ({
      passage,
      index,
      score: overlap(words, passage.words),
    }));
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    return scored.slice(0, count).map((s) => s.passage.text);
  }

  /** The report's sentence in the same language that repeats most of a sentence's words, if one does. */
  closestSentence(sentence: string, language: Language): { text: string; share: number } | null {
    const words = contentWords(sentence, language);
    let best: { text: string; share: number } | null = null;
    for (const piece of this.sentences) {
      if (piece.language !== language) continue;
      // Shared both ways: a long report sentence that has the summary's words among others of its own
      // (and a negation in a clause of its own) says more than the sentence, not the same.
      const share = Math.min(overlap(words, piece.words), overlap(piece.words, words) / REPORT_SHARE);
      if (!best || share > best.share) best = { text: piece.text, share };
    }
    return best;
  }
}

/** Words each side of a negation that say what it denies. */
const NEGATED_WORDS = 3;

/** The words a text's first negation stands among (NEGATED_WORDS each side), or null when it denies nothing. */
function negatedWords(text: string, language: Language): string[] | null {
  const match = NEGATION[language].exec(text);
  if (!match) return null;
  const stopWords = stopWordsOf(language);
  const words = (part: string) =>
    segmentWords(part, language)
      .map((w) => w.replace(ELISION, ''))
      .filter((w) => !stopWords.has(w) && [...w].length > 1 && !NEGATION[language].test(w));
  return [
    ...words(text.slice(0, match.index)).slice(-NEGATED_WORDS),
    ...words(text.slice(match.index + match[0].length)).slice(0, NEGATED_WORDS),
  ];
}

/** Whether most of the words a negation stands among are in the other text too (by their opening letters). */
function deniesSharedWords(negated: string[], other: string, language: Language): boolean {
  const opening = (w: string) => w.slice(0, /\p{Script=Latin}/u.test(w) ? 4 : 3);
  const others = new Set(segmentWords(other, language).map((w) => opening(w.replace(ELISION, ''))));
  const shared = negated.filter((w) => others.has(opening(w))).length;
  return negated.length > 0 && shared / negated.length > 0.5;
}

/**
 * A sentence that repeats a report's sentence yet denies what it states, or states what it denies: why it
 * is not supported, or null. The negation must stand among words both sentences share: a clause of the
 * sentence's own that denies something else ("…khi còn hai cầu thủ chưa bị loại") is not judged. Only
 * judged against reports in the sentence's own language.
 */
export function negationProblem(sentence: string, passages: Passages, language: Language): string | null {
  const closest = passages.closestSentence(sentence, language);
  if (!closest || closest.share < SAME_CLAIM_OVERLAP) return null;
  const denied = negatedWords(sentence, language);
  const reportDenied = negatedWords(closest.text, language);
  if ((denied === null) === (reportDenied === null)) return null;
  if (denied && deniesSharedWords(denied, closest.text, language))
    return `it denies what the report says: “${closest.text}”`;
  if (reportDenied && deniesSharedWords(reportDenied, sentence, language))
    return `it states what the report denies: “${closest.text}”`;
  return null;
}
