import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { segmentWords } from '#common/text/segment-words.ts';
import { splitSentences } from '../summarize/split-sentences.ts';
import { endsAsSentence } from './clean-report-text.ts';

/** Why a report cannot be published as a story by itself (feed_items.held_reason). */
export type HoldReason = 'title-only' | 'not-a-story' | 'not-news' | 'undated';

/** English-equivalent words of whole sentences a report needs beyond its headline to be summarised. */
export const MIN_STORY_WORDS = 15;
/** A sentence this short is a label, a caption or a fragment, not a sentence a summary can stand on. */
const MIN_SENTENCE_WORDS = 5;
/** Share of a text's characters that must be prose for it to be a story rather than a list or a menu. */
const MIN_PROSE_SHARE = 0.55;
// Headlines of what a publisher posts besides news: its own job ads and advertisers, puzzles, horoscopes,
// event calendars, in the 11 languages.
const NOT_NEWS_TITLE = new RegExp(
  [
    String.raw`\bwe(?:'re|’re| are) hiring\b|\bjob opening\b|\bfeatured advertiser\b|\bsponsored content\b|\bpaid post\b|^advertisement\b|\bcrossword\b|\bhoroscopes?\b|\bcalendar\b.*\d`,
    String.raw`\bwir suchen\b|\bstellenangebot|\bkreuzworträtsel|\bhoroskop|\bveranstaltungskalender|\bnous recrutons\b|\bpubli-?reportage|\bmots croisés\b`,
    String.raw`\bpatrocinado\b|\bpublirreportaje\b|\bcrucigrama|\bhoróscopo|\bestamos contratando\b|\bpublieditorial\b|\bpalavras cruzadas\b`,
    String.raw`\bkonten bersponsor\b|\bramalan zodiak\b|\bsponsorlu içerik\b|\bburç yorumları\b|\btử vi\b|राशिफल|오늘의 운세|\[광고\]|【PR】|\[PR\]|今日の占い`,
  ].join('|'),
  'iu',
);

// Headlines of a digest of several stories (a briefing, the week in review, "60 seconds"), in the 11
// languages: not one event, so neither a story of its own nor a report of another one.
const DIGEST_TITLE = new RegExp(
  [
    String.raw`\b(?:morning|evening|daily|weekly|weekend|news) (?:briefing|digest|roundup|round-up|report)\b|^briefing\b|^\p{L}+ briefing:|^(?!breaking)\p{L}+ news:|\broundup\b|\bwhat you need to know today\b|\bthe week in (?:review|pictures|video)\b|\bnews in brief\b`,
    String.raw`\bdie woche im\b|\bder tag im überblick\b|\bnachrichten (?:am morgen|am abend|kompakt)\b|\bl'essentiel de l'actu|\bce qu'il faut retenir de la journée\b|\ble récap\b`,
    String.raw`\blas noticias del día\b|\bresumen (?:de la semana|del día|semanal)\b|\bem \d+ segundos\b|\bresumo (?:da semana|do dia)\b|\brangkuman berita\b|\bgünün özeti\b|\bđiểm tin\b`,
    String.raw`आज की बड़ी ख़?बरें|주요 ?뉴스 브리핑|간추린 뉴스|きょうのニュースまとめ|ニュースまとめ`,
  ].join('|'),
  'iu',
);

// Headlines of a live blog, in the 11 languages: "Tottenham v Manchester United: Premier League – live!",
// "LIVE: …", "… as it happened", "Liveticker", "EN DIRECT -", "ao vivo". A page of timed entries that grows
// while it runs, not a story: its excerpt is minutes and fragments ("13 min: Kane traps a ball…").
const LIVE_WORDS = String.raw`(?:live|en direct|en directo|en vivo|ao vivo|canlı|trực tiếp|लाइव|라이브|ライブ)`;
const LIVE_TITLE = new RegExp(
  [
    // A dash only with a space before it: "Live-streaming platform fined", "Fans re-live the final" are news.
    String.raw`^${LIVE_WORDS}\s*(?:[:|]|\s[-–—]\s)`,
    String.raw`(?:\s[-–—]|[:|,])\s*${LIVE_WORDS}\s*!?$`,
    String.raw`\bas it happened\b|\blive (?:updates?|blog|coverage)\b|\blive-?ticker|\bminute[- ]by[- ]minute\b|\bminuto a minuto\b|\bminute par minute\b|\bsuivez en direct\b|\bsig(?:a|ue) en directo\b|\bacompanhe ao vivo\b`,
    String.raw`लाइव अपडेट|실시간 중계|ライブ中継|随時更新`,
  ].join('|'),
  'iu',
);

/** Tells whether a headline is a digest's: several stories, not one event. */
export function isDigestTitle(title: string): boolean {
  return DIGEST_TITLE.test(title);
}

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
 * (a menu "Estadísticas | La jornada | Clasificación", a listing of stock codes, a calendar, a byline), a
 * publisher's house ad, puzzle or horoscope, and a live blog, are "not-a-story".
 */
export function judgeReportText(cleaned: string, title: string, language: string): HoldReason | null {
  if (NOT_NEWS_TITLE.test(title) || isDigestTitle(title) || LIVE_TITLE.test(title)) return 'not-a-story';
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
