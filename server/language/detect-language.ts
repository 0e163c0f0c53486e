import { isLanguage, type Language } from '#common/languages.ts';
import { createCompactEld } from './compact-ngrams.ts';

const HANGUL = /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu;
const KANA = /[\u3040-\u30ff]/gu;
const HAN = /[\u4e00-\u9fff]/gu;
const DEVANAGARI = /[\u0900-\u097f]/gu;
const LETTER = /\p{L}/gu;

// eld has no Indonesian and calls it Malay; these words tell the two apart (Malaysian "kerajaan" for
// government, "baharu" for new, against Indonesian "pemerintah", "baru").
const MALAY_ONLY = /\b(kerajaan|baharu|kerana|daripada|beliau|wang|bahawa|sahaja|iaitu|mahkamah|polis)\b/giu;
const INDONESIAN_ONLY =
  /\b(pemerintah|karena|bahwa|saja|yaitu|polisi|uang|mengatakan|tidak|presiden|warga)\b/giu;

const DEVANAGARI_MARGIN = 0.05;
const CLOSE_CALL = 0.03;

/** eld's 'extrasmall' detector on its table kept compact (compact-ngrams.ts), read on first use. */
let eld: ReturnType<typeof createCompactEld> | undefined;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * The language of a text among the site's 11, or null for another language. Scripts decide first (Hangul,
 * Kana, Devanagari), the eld detector then decides between Latin-script languages. `hint` (a feed's own
 * <language>, or the language of the whole feed) decides texts too short to be sure and close calls, and
 * only when the script agrees with it.
 */
export function detectLanguage(text: string, hint?: string | null): Language | null {
  const sample = text.slice(0, 2000);
  const letters = Math.max(1, count(sample, LETTER));
  if (count(sample, HANGUL) / letters > 0.2) return 'ko';
  if (count(sample, KANA) / letters > 0.05) return 'ja';
  if (count(sample, HAN) / letters > 0.3) return hintLanguage(hint) === 'ja' ? 'ja' : null;
  const devanagari = count(sample, DEVANAGARI) / letters > 0.3;

  eld ??= createCompactEld();
  const result = eld.detect(sample);
  const hinted = hintLanguage(hint);
  let detected = result.language;
  if (detected === 'ms') detected = count(sample, MALAY_ONLY) > count(sample, INDONESIAN_ONLY) ? 'ms' : 'id';
  if (devanagari) {
    // Hindi, Marathi and Nepali share the script and much vocabulary; only a clear lead makes it not Hindi.
    const scores = result.getScores();
    const hindi = scores.hi ?? 0;
    return (scores.mr ?? 0) - hindi > DEVANAGARI_MARGIN || (scores.ne ?? 0) - hindi > DEVANAGARI_MARGIN
      ? null
      : 'hi';
  }
  const latinHint = hinted && hinted !== 'ko' && hinted !== 'ja' && hinted !== 'hi' ? hinted : null;
  if (latinHint && !result.isReliable()) return latinHint;
  // A close call between the hint and the winner ("Arctic Air English 1 CD altyazısı") goes to the hint.
  if (latinHint && latinHint !== detected) {
    const scores = result.getScores();
    const best = Math.max(0, ...Object.values(scores));
    if ((scores[latinHint] ?? 0) >= best - CLOSE_CALL) return latinHint;
  }
  return isLanguage(detected) ? detected : null;
}

/** A feed's language tag ("en-us", "pt-BR", "ko") as one of the site's languages, when it is one. */
export function hintLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'in') return 'id'; // the old ISO code some feeds still write for Indonesian
  return isLanguage(primary) ? primary : null;
}

/**
 * The language of a whole feed, for feeds that declare none: the language most of its items are in, when
 * more than half agree. Many items say it more surely than any single short one.
 */
export function detectFeedLanguage(texts: string[]): Language | null {
  const votes = new Map<Language, number>();
  for (const text of texts) {
    const language = detectLanguage(text);
    if (language) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const [winner] = [...votes].sort((a, b) => b[1] - a[1]);
  return winner && winner[1] > texts.length / 2 ? winner[0] : null;
}
