import { splitSentences } from '../summarize/split-sentences.ts';
import { phraseKey } from './learn-repeated-phrases.ts';

/** What cleaning knows of a report: its words, its language and the phrases its publisher repeats. */
export interface ReportText {
  title: string;
  text: string;
  language: string;
  repeatedPhrases?: readonly string[];
}

// "Read more" and its kin, in the site's 11 languages: a pointer to the publisher's page, not the story. Cut
// from where it starts to the end of its paragraph ("… Leia mais no Massa News!", "Read full article >>").
const READ_MORE = new RegExp(
  [
    String.raw`\b(?:read more|continue reading|keep reading|read the (?:full|whole|rest of the) (?:article|story)|read full (?:article|story)|click here)\b`,
    String.raw`\b(?:leer más|seguir leyendo|sigue leyendo|lea (?:la noticia|más)|ver más|leia mais|continue lendo|continuar lendo|saiba mais|lire la suite|en savoir plus|weiterlesen|mehr lesen|lesen sie (?:mehr|weiter)|zum artikel|baca selengkapnya|selengkapnya|devamını oku|haberin devamı|devamı için|xem thêm|đọc thêm|xem tiếp|đọc tiếp)\b`,
    String.raw`(?:और पढ़ें|पूरी ख़?बर पढ़ें|आगे पढ़ें|기사 ?더보기|더보기|자세히 보기|전체 기사|원문 보기|続きを読む|続きはこちら|全文を読む|詳しくはこちら|もっと見る)`,
  ].join('|'),
  'iu',
);
// A "read more" only when it is the tail of a paragraph: short, after the story's own words.
const READ_MORE_TAIL_CHARACTERS = 80;

// Paragraphs that point elsewhere or credit a picture: "Related: …", "Lea también: …", "(Image credit: …)".
const NOT_TEXT_PARAGRAPH = new RegExp(
  [
    String.raw`^(?:related|see also|also read|read also|watch|listen|more|more on this story|recommended)\s*[:：]`,
    // A pointer to a video or an embed the page had: "What is a blue moon? - video.", "Watch the interview below:".
    String.raw`^.{0,100}\s[-–—]\s*(?:video|audio|podcast|gallery)\.?$`,
    String.raw`^(?:watch|listen to|see|read)\b.{0,80}\b(?:below|above)\s*[:.]?$`,
    String.raw`^(?:relacionad[oa]s?|lea también|leia também|veja também|à lire aussi|lire aussi|voir aussi|lesen sie auch|mehr zum thema|auch interessant|baca juga|ilgili haber(?:ler)?|xem thêm|यह भी पढ़ें|관련 ?기사|関連記事|あわせて読みたい)\s*[:：]?`,
    String.raw`^\(?(?:image|photo|picture|video|vídeo|vidéo|foto|fotos|imagen|galería|galeria|bild|ảnh|फोटो|사진|写真|動画)(?: credit)?s?\s*[:：]`,
    String.raw`^\((?:AP|AFP|Reuters|EPA|Getty)[^)]*\)$`,
    String.raw`^(?:advertisement|anzeige|publicité|publicidad|publicidade|reklam|iklan|quảng cáo|विज्ञापन|광고|広告)$`,
    String.raw`©|\ball rights reserved\b|\btodos los derechos reservados\b|\btous droits réservés\b|\balle rechte vorbehalten\b`,
  ].join('|'),
  'iu',
);

// An invitation to the publisher's newsletter: "Sign up for our newsletter to get the morning briefing.",
// "뉴스레터를 구독하고 아침 브리핑을 받아 보세요." Both halves must be there, a call to sign up (in English, as an
// order or "to our …") and the letter, in a short sentence: a story about subscribers or a newsletter keeps its
// sentences. Words end where letters do (`\b` knows only ASCII: "đăng ký", "bülten").
const WORD_START = String.raw`(?<![\p{L}\p{M}\p{N}])`;
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}])`;
const SIGN_UP = new RegExp(
  [
    String.raw`^(?:please\s+)?(?:sign up|subscribe|register|join)${WORD_END}`,
    String.raw`${WORD_START}(?:sign up|subscribe|register)(?: now)? (?:to|for) (?:our|my|this)${WORD_END}`,
    String.raw`${WORD_START}(?:suscr[ií]bete|suscr[ií]base|reg[ií]strate|apúntate|assine|inscreva-se|cadastre-se|abonnez-vous|inscrivez-vous|abonnieren sie|melden sie sich|berlangganan|langganan|abone olun?|kaydolun?|đăng ký)${WORD_END}`,
    String.raw`(?:सदस्यता लें|सब्सक्राइब करें|구독하|구독 신청|登録して|登録を|購読して|購読を)`,
  ].join('|'),
  'iu',
);
const NEWSLETTER = new RegExp(
  [
    String.raw`${WORD_START}(?:newsletters?|briefing|bulletin|mailing list|inbox|boletín|boletim|lettre d'information|infolettre|buletin|nawala|e-?bülten\p{L}*|bản tin)${WORD_END}`,
    String.raw`(?:न्यूज़लेटर|न्यूजलेटर|बुलेटिन|뉴스레터|브리핑|ニュースレター|メルマガ|メールマガジン)`,
  ].join('|'),
  'iu',
);
const SIGN_UP_CALL_CHARACTERS = 160;

/** Tells whether a sentence or paragraph only invites the reader to the publisher's newsletter. */
function isSignUpCall(text: string): boolean {
  return text.length <= SIGN_UP_CALL_CHARACTERS && SIGN_UP.test(text) && NEWSLETTER.test(text);
}

// A byline standing alone: "By Matt Spetalnick and Jason Szep", "Por Ana Souza, da Redação", "Von Anna Weber".
const NAME = String.raw`\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:de|da|do|dos|das|del|van|von|der|la|le|bin|al|el)?\s*\p{Lu}[\p{L}\p{M}'’.-]*){0,3}`;
const BYLINE = new RegExp(
  String.raw`^(?:[Bb]y|[Pp]or|[Pp]ar|[Vv]on|[Oo]leh|[Ww]ritten by|[Rr]eporting by|[Tt]exto de|[Rr]eportagem de)\s+${NAME}(?:(?:\s*,\s*|\s+(?:and|y|e|et|und|dan|ve|và)\s+)${NAME}){0,6}(?:\s*,\s*(?:da|de|do|for|für|pour|para)\s+[^.!?]{1,40})?$`,
  'u',
);
// A wire service's credit on a line of its own, as feeds carry it: "EFE", "EP", "Europa Press", "dpa".
const AGENCY_LINE =
  /^(?:EFE|EP|AFP|AP|dpa|DPA|Reuters|REUTERS|Europa Press|Agência Brasil|Lusa|ANSA|Xinhua|Yonhap|연합뉴스|Kyodo|共同|時事|PTI|IANS|ANI|Bernama|Antara|TTXVN|AA|DHA|İHA)(?:\s*[/,]\s*\p{L}+)?$/u;
// A dateline before the lead: "WASHINGTON (Reuters) - ", "BERLIN, Feb 17 (Reuters) - ", "MOSUL, Iraq/BAGHDAD
// (Reuters) - ", "NEWARK, N.J. (AP) — ".
const DATELINE =
  /^(?:\p{Lu}{2,}[\p{L}\p{M}\d .,'’/-]{0,60}?\s*\([\p{L}\p{M} .&'-]{2,40}\)|\((?:Reuters|AP|AFP|dpa|EFE|Xinhua|Bloomberg|Yonhap|Kyodo|PTI|IANS|ANI|Lusa|ANSA)\))\s*\.?[-–—]+\s*/u;
// A rubric before the lead, in capitals: "INTERVIEW - ", "ANALYSE — ", "EXCLUSIVO: ".
const RUBRIC = /^\p{Lu}{4,}(?:[ -]\p{Lu}{2,})?\s*[-–—:]\s+(?=\p{Lu})/u;
// A list of tags the publisher appends in brackets: "(Infrastruktur, Glasfaser)", "(Tesla, KI)".
const TRAILING_TAGS =
  /\s*\((?:\p{L}[\p{L}\p{N}\p{M} .+&'-]{0,30},\s*){1,5}\p{L}[\p{L}\p{N}\p{M} .+&'-]{0,30}\)\s*$/u;
// How a cut-off excerpt ends: an ellipsis, "[…]", "... more", "(...)".
const CUT_OFF =
  /(?:\.\.\.|…|\[…\]|\[\.\.\.\]|\(…\)|\(\.\.\.\))\s*(?:more|mehr|más|mais|plus|devamı|thêm|더보기|続き)?\s*[\]»>]*\s*$/iu;
// A sentence ends with its language's full stop, a question or exclamation mark, maybe inside a quote.
const SENTENCE_END = /[.!?。！？।॥][\s"'”’»」』)）]*$/u;

/**
 * What a publisher's wrapping a text still carries, if any ("read more", a byline, an agency's line, a
 * dateline, a credit or a related link): what cleanReportText removes, checked on what the site publishes.
 */
export function boilerplateIn(text: string): string | null {
  for (const paragraph of text
    .split(/\n+/u)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const readMore = READ_MORE.exec(paragraph);
    if (readMore && paragraph.length - readMore.index <= READ_MORE_TAIL_CHARACTERS) return 'read more';
    if (BYLINE.test(paragraph)) return 'byline';
    if (AGENCY_LINE.test(paragraph)) return 'agency line';
    if (DATELINE.test(paragraph)) return 'dateline';
    if (NOT_TEXT_PARAGRAPH.test(paragraph)) return 'credit or link';
    // Sentences by Unicode's rules, whatever the language: the full stops of every script end one.
    if (splitSentences(paragraph, 'en').some(isSignUpCall)) return 'sign-up call';
  }
  return null;
}

/** Tells whether a sentence was cut off by the publisher's excerpt rather than ended by its writer. */
export function isCutOff(sentence: string): boolean {
  return CUT_OFF.test(sentence);
}

/** Tells whether a sentence ends as a sentence does: its full stop, question or exclamation mark. */
export function endsAsSentence(sentence: string): boolean {
  return SENTENCE_END.test(sentence.trim()) && !isCutOff(sentence);
}

// Sentences glued by a feed that dropped the space: "a fresh policy challenge.The two sectors".
const GLUED_SENTENCES = /(\p{Ll}{2}[.!?])(\p{Lu}\p{Ll})/gu;
// The last words of a fragment that was cut rather than finished: "…the minister said that", "…and".
const FUNCTION_WORD_END =
  /\b(?:a|an|the|and|or|but|of|to|in|on|at|for|with|by|from|that|as|de|da|do|la|le|les|el|los|das|der|die|und|et|y|e|o|em|en|que|di|dan|ve|và|के|की|का|और)$/iu;
const FULL_STOP: Record<string, string> = { ja: '。', hi: '।' };

/**
 * A final paragraph that ends without a full stop but reads as a finished sentence (eight words or more, not
 * ending on "and" or "the": some feeds drop the last stop) gets its language's full stop; one cut short stays
 * as it is, and is left out of summaries.
 */
function closeLastSentence(paragraph: string, language: string): string {
  const trimmed = paragraph.trimEnd();
  if (/[.!?。！？।॥"'”’»」』)）…]$/u.test(trimmed)) return paragraph;
  const words = trimmed.split(/\s+/u).length;
  const long = language === 'ja' ? [...trimmed].length >= 20 : words >= 8;
  if (!long || FUNCTION_WORD_END.test(trimmed) || !/[\p{L}\p{N}]$/u.test(trimmed)) return paragraph;
  return `${trimmed}${FULL_STOP[language] ?? '.'}`;
}

function removeRepeatedPhrases(paragraph: string, phrases: readonly string[]): string {
  let result = paragraph;
  for (const phrase of phrases) {
    // Short phrases ("EP", "AFP") are only removed as whole paragraphs, not from inside a sentence.
    if (phrase.length < 12) continue;
    const index = result.toLocaleLowerCase().indexOf(phrase.toLocaleLowerCase());
    if (index >= 0) result = `${result.slice(0, index)} ${result.slice(index + phrase.length)}`.trim();
  }
  return result.replace(/\s{2,}/gu, ' ').trim();
}

function cutReadMoreTail(paragraph: string): string {
  const match = READ_MORE.exec(paragraph);
  if (!match) return paragraph;
  const tail = paragraph.slice(match.index);
  if (tail.length > READ_MORE_TAIL_CHARACTERS) return paragraph;
  return paragraph
    .slice(0, match.index)
    .replace(/[\s|•·:>»-]+$/u, '')
    .trim();
}

/**
 * A report's own words, cleaned of what the publisher wraps them in: its repeated phrases, "read more"
 * pointers, bylines, agency credits, datelines, picture credits, links to related stories and tag lists, in
 * all 11 languages. A cut-off excerpt keeps only its whole sentences; a sentence that repeats the headline or
 * an earlier sentence goes. Paragraphs stay apart (blank lines); nothing is rewritten.
 */
export function cleanReportText({ title, text, language, repeatedPhrases = [] }: ReportText): string {
  const repeated = new Set(repeatedPhrases.map(phraseKey));
  const seen = new Set<string>([phraseKey(title)]);
  const paragraphs: string[] = [];
  for (const raw of text.split(/\n+/u)) {
    let paragraph = raw.replace(/\s+/gu, ' ').replace(GLUED_SENTENCES, '$1 $2').trim();
    if (!paragraph || repeated.has(phraseKey(paragraph))) continue;
    paragraph = removeRepeatedPhrases(paragraph, repeatedPhrases);
    paragraph = cutReadMoreTail(paragraph);
    if (paragraphs.length === 0) paragraph = paragraph.replace(DATELINE, '').replace(RUBRIC, '');
    paragraph = paragraph.replace(TRAILING_TAGS, '').trim();
    if (!paragraph || NOT_TEXT_PARAGRAPH.test(paragraph)) continue;
    if (BYLINE.test(paragraph) || AGENCY_LINE.test(paragraph)) continue;
    const sentences = splitSentences(paragraph, language).filter((sentence) => {
      if (isSignUpCall(sentence)) return false;
      const key = phraseKey(sentence);
      if (seen.has(key) || repeated.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (sentences.length > 0) paragraphs.push(sentences.join(language === 'ja' ? '' : ' '));
  }
  if (paragraphs.length > 0)
    paragraphs[paragraphs.length - 1] = closeLastSentence(paragraphs.at(-1)!, language);
  // Only the excerpt's end can be cut off: its last sentence goes if the publisher cut it.
  const last = paragraphs.at(-1);
  if (last !== undefined && isCutOff(last)) {
    const sentences = splitSentences(last, language);
    const whole = sentences.filter((sentence, i) => i < sentences.length - 1 || !isCutOff(sentence));
    // The segmenter may keep "…" inside the last sentence's piece: drop it when it does not end as one.
    while (whole.length > 0 && isCutOff(whole.at(-1)!)) whole.pop();
    if (whole.length > 0) paragraphs[paragraphs.length - 1] = whole.join(language === 'ja' ? '' : ' ');
    else paragraphs.pop();
  }
  return paragraphs.join('\n\n');
}
