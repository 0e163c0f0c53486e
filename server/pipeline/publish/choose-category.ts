import { CATEGORIES, isCategory, type Category } from '#common/categories.ts';
import { CATEGORY_KEYWORDS, type CategoryTerms } from './category-keywords.ts';
import { SECTION_LABELS } from './category-labels.ts';

/** What one report of a story tells about its category. */
export interface CategoryEvidence {
  /** The section of the report's feed (a category key), or null for a general feed. */
  section: string | null;
  /** The item's own category tags in its feed ("Sport", "US politics", "worldNews"). */
  categories: string[];
  url: string;
  /** The report's language (one of the 11; anything else is read as English). */
  language: string;
  title: string;
  /** The report's text, or its first paragraphs; '' when only the title is known. */
  text: string;
}

/** How one report files itself, and how much its vote weighs. */
export interface ReportCategory {
  category: Category;
  /** section: its feed is a section feed; label: its tags or URL name a section; words: the keyword model. */
  evidence: 'section' | 'label' | 'words' | 'none';
}

// A section feed is surest, then the publisher's label on the item, then the words; a report that only
// falls back to "world" does not vote.
const VOTE_WEIGHT = { section: 3, label: 2, words: 1, none: 0 } as const;
// Words of the title say more about the subject than words of the text.
const TITLE_WEIGHT = 3;
const TEXT_WEIGHT = 1;
// The keyword model reads the lead: the first sentences say what the story is about.
const LEAD_CHARACTERS = 700;
// A category wins with at least one strong title word or a few words of the text, and a margin over the next.
const MIN_SCORE = 4;
const MIN_LEAD = 2;
const MIN_RATIO = 1.5;
// A general "world" section or label gives way only to words that clearly say another subject: a strong title
// word with nothing against it; for politics, whose words (president, minister) fill foreign news, twice that.
const CLEAR_SCORE = 6;
const CLEAR_RATIO = 2;
const CLEAR_POLITICS_SCORE = 12;

// Languages written without spaces between words (ja) or with particles glued to them (ko): terms match
// inside words.
const INSIDE_WORDS = new Set(['ko', 'ja']);
// Languages whose nouns take -s (and -es, -x) in the plural: a term matches its plural too.
const PLURAL_ENDINGS: Record<string, string> = {
  en: '(?:s|es)?',
  es: '(?:s|es)?',
  pt: '(?:s|es)?',
  fr: '(?:s|x)?',
};
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}]';
const ASCII_WORD_CHAR = '[a-z0-9]';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower case, composed characters (Vietnamese feeds mix both forms), one space between words. */
function normalizeText(text: string, language: string): string {
  let lower: string;
  try {
    lower = text.normalize('NFC').toLocaleLowerCase(language);
  } catch {
    lower = text.normalize('NFC').toLowerCase();
  }
  return lower.replace(/\s+/gu, ' ');
}

/** A term's text and where it must meet a word's edge (see CategoryTerms for its syntax). */
function parseTerm(raw: string): { core: string; startsWord: boolean; endsWord: boolean } {
  return {
    core: raw.replace(/^\*|\*$/g, '').normalize('NFC'),
    startsWord: !raw.startsWith('*'),
    endsWord: !raw.endsWith('*'),
  };
}

/**
 * One pattern for a list of terms. Terms that share their edges share one group, so that the word-edge
 * checks (Unicode classes, slow to compile) appear a few times rather than once per term.
 */
function compileTerms(terms: string | undefined, language: string): RegExp | null {
  const list = (terms ?? '')
    .split('|')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .map(parseTerm);
  if (list.length === 0) return null;
  const insideWords = INSIDE_WORDS.has(language);
  const groups = new Map<string, { before: string; after: string; bodies: string[] }>();
  for (const { core, startsWord, endsWord } of list) {
    const body = escapeRegExp(core).replace(/ /g, '[ -]');
    let before = '';
    let after = '';
    if (insideWords) {
      // Latin terms in Korean or Japanese text ("ai", "it") still need to be whole words.
      if (/^[\x20-\x7e]+$/.test(core)) {
        before = startsWord ? `(?<!${ASCII_WORD_CHAR})` : '';
        after = endsWord ? `(?!${ASCII_WORD_CHAR})` : '';
      }
    } else {
      const plural = endsWord && /\p{L}$/u.test(core) ? (PLURAL_ENDINGS[language] ?? '') : '';
      before = startsWord ? `(?<!${WORD_CHAR})` : '';
      after = `${plural}${endsWord ? `(?!${WORD_CHAR})` : ''}`;
    }
    const key = `${before}|${after}`;
    const group = groups.get(key) ?? { before, after, bodies: [] };
    group.bodies.push(body);
    groups.set(key, group);
  }
  const alternatives = [...groups.values()].map(
    // The longest first, so that "premier league" is read before "league".
    ({ before, after, bodies }) =>
      `${before}(?:${bodies.sort((a, b) => b.length - a.length).join('|')})${after}`,
  );
  return new RegExp(alternatives.join('|'), 'gu');
}

interface CompiledCategory {
  category: Category;
  strong: RegExp | null;
  plain: RegExp | null;
}

const compiledModels = new Map<string, CompiledCategory[]>();

function modelOf(language: string): { language: string; categories: CompiledCategory[] } {
  const known = language in CATEGORY_KEYWORDS ? language : 'en';
  let model = compiledModels.get(known);
  if (!model) {
    const terms = CATEGORY_KEYWORDS[known as keyof typeof CATEGORY_KEYWORDS];
    model = Object.entries(terms).map(([category, t]: [string, CategoryTerms]) => ({
      category: category as Category,
      strong: compileTerms(t.strong, known),
      plain: compileTerms(t.plain, known),
    }));
    compiledModels.set(known, model);
  }
  return { language: known, categories: model };
}

/** How many different terms of a pattern a text holds (a word said five times is still one word). */
function countTerms(pattern: RegExp | null, text: string): number {
  if (!pattern || !text) return 0;
  const seen = new Set<string>();
  for (const match of text.matchAll(pattern)) seen.add(match[0]);
  return seen.size;
}

/**
 * The keyword model's score of each category for a title and its text: strong terms count 2 and plain ones 1,
 * each counted once, title words three times as much as words of the lead.
 */
export function scoreCategoryWords(title: string, text: string, language: string): Map<Category, number> {
  const model = modelOf(language);
  const normalizedTitle = normalizeText(title, model.language);
  let lead = normalizeText(text.slice(0, LEAD_CHARACTERS * 2), model.language);
  // Feeds often start the text with the title itself: it would count twice.
  if (normalizedTitle && lead.startsWith(normalizedTitle)) lead = lead.slice(normalizedTitle.length);
  lead = lead.slice(0, LEAD_CHARACTERS);
  const scores = new Map<Category, number>();
  for (const { category, strong, plain } of model.categories) {
    const titleScore = 2 * countTerms(strong, normalizedTitle) + countTerms(plain, normalizedTitle);
    const leadScore = 2 * countTerms(strong, lead) + countTerms(plain, lead);
    const score = TITLE_WEIGHT * titleScore + TEXT_WEIGHT * leadScore;
    if (score > 0) scores.set(category, score);
  }
  return scores;
}

/** The category the words win for, if any, with its score and whether it wins by far. */
function winnerOf(
  scores: Map<Category, number>,
): { category: Category; score: number; isClear: boolean } | null {
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first) return null;
  const [category, top] = first;
  const next = second?.[1] ?? 0;
  if (top < MIN_SCORE || top - next < MIN_LEAD || top < MIN_RATIO * next) return null;
  return { category, score: top, isClear: top >= CLEAR_SCORE && top >= CLEAR_RATIO * next };
}

/** A label as its words: lower case, camelCase and separators opened up ("worldNews" -> "world news"). */
function normalizeLabel(label: string): string {
  return normalizeText(
    label
      .normalize('NFC')
      .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
      .replace(/[-_./+:|,>»·&()[\]]+/g, ' '),
    'en',
  ).trim();
}

// Korean, Japanese and Hindi labels are matched inside longer labels too ("스포츠일반").
const INSIDE_LABELS =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}]/u;
function labelAlternatives(labels: string[]): string {
  const sorted = [...labels].sort((a, b) => b.length - a.length);
  const body = (label: string) => escapeRegExp(normalizeLabel(label)).replace(/ /g, ' ?');
  const whole = sorted.filter((label) => !INSIDE_LABELS.test(label)).map(body);
  const inside = sorted.filter((label) => INSIDE_LABELS.test(label)).map(body);
  return [`(?<!${WORD_CHAR})(?:${whole.join('|')})(?!${WORD_CHAR})`, ...inside].join('|');
}
const LABEL_PATTERNS = CATEGORIES.map(
  (category) => [category, new RegExp(labelAlternatives(SECTION_LABELS[category]), 'u')] as const,
);
const ANY_LABEL = new RegExp(labelAlternatives(Object.values(SECTION_LABELS).flat()), 'gu');

/** A label's words without the section names in it ("World News" -> "news"), to tell what else it says. */
export function labelWithoutSections(label: string): string {
  return normalizeLabel(label).replace(ANY_LABEL, ' ').replace(/\s+/g, ' ').trim();
}

/** The categories a publisher's label names ("Sport", "politik/ausland", "thời sự"), in their order in it. */
export function categoriesOfLabel(label: string): Category[] {
  const text = normalizeLabel(label);
  if (!text) return [];
  const found: Array<{ category: Category; at: number }> = [];
  for (const [category, pattern] of LABEL_PATTERNS) {
    const match = pattern.exec(text);
    if (match) found.push({ category, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.category);
}

// Host names whose first label says nothing ("www.", "m.", "rss.").
const PLAIN_HOST_LABELS = new Set(['www', 'm', 'mobile', 'amp', 'rss', 'feeds', 'feed', 'news', 'edition']);

/**
 * The words of an item's URL that can name its section: the directories of its path (not the article's own
 * slug or id, which repeats its title) and a telling first label of its host (sport.example.com).
 */
export function sectionWordsOfUrl(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  let segments: string[];
  try {
    segments = decodeURIComponent(parsed.pathname).split('/').filter(Boolean);
  } catch {
    segments = parsed.pathname.split('/').filter(Boolean);
  }
  const last = segments.at(-1);
  if (last && (segments.length > 1 || /[\d.]/.test(last) || last.split(/[-_]+/).length > 2)) segments.pop();
  const hostLabels = parsed.hostname.split('.');
  const first = hostLabels[0];
  const host = hostLabels.length > 2 && first && !PLAIN_HOST_LABELS.has(first) ? [first] : [];
  return [...host, ...segments];
}

/**
 * The section the publisher's labels give: its category tags in their order, then its URL's words from the
 * deepest directory up. Politics under a "world" label is foreign news ("politik/ausland"): world. Otherwise
 * the category named most often wins, the first one named on a tie.
 */
function categoryOfLabels(tags: string[], url: string): Category | null {
  const found = [...tags, ...sectionWordsOfUrl(url).reverse()].flatMap((label) =>
    categoriesOfLabel(label.slice(0, 200)),
  );
  if (found.length === 0) return null;
  const specific = found.filter((c) => c !== 'world');
  if (specific.length === 0) return 'world';
  if (found.includes('world') && specific.every((c) => c === 'politics')) return 'world';
  const counts = new Map<Category, number>();
  for (const category of specific) counts.set(category, (counts.get(category) ?? 0) + 1);
  let best = specific[0]!;
  for (const category of specific) if (counts.get(category)! > counts.get(best)!) best = category;
  return best;
}

/**
 * How one report files itself. A section feed's section comes first; a general "world" section (or a "world"
 * label) holds unless the words clearly say another subject (a tennis final on a world desk is sports; a
 * shooting near a presidential palace stays world, an election on every line is politics). Then the
 * publisher's own tags and URL words, then the keyword model over title and lead; with no winner, "world".
 */
export function categorizeReport(evidence: CategoryEvidence): ReportCategory {
  const section = isCategory(evidence.section) ? evidence.section : null;
  if (section && section !== 'world') return { category: section, evidence: 'section' };
  const label = categoryOfLabels(evidence.categories, evidence.url);
  if (label && label !== 'world') return { category: label, evidence: 'label' };
  const words = winnerOf(scoreCategoryWords(evidence.title, evidence.text, evidence.language));
  if (section === 'world' || label === 'world') {
    const isClear = words?.isClear && (words.category !== 'politics' || words.score >= CLEAR_POLITICS_SCORE);
    if (words && isClear && words.category !== 'world') {
      return { category: words.category, evidence: 'words' };
    }
    return { category: 'world', evidence: section ? 'section' : 'label' };
  }
  if (words) return { category: words.category, evidence: 'words' };
  return { category: 'world', evidence: 'none' };
}

/**
 * One of the site's 9 categories for a story from what its reports tell (see categorizeReport): each report
 * votes with the weight of its evidence (a section feed 3, the publisher's labels 2, the words 1, any "world" 1);
 * the most votes win, the earlier report on a tie (put the lead first). "world" when no report says otherwise.
 */
export function chooseCategory(reports: CategoryEvidence[]): Category {
  const votes = new Map<Category, number>();
  const firstSeen: Category[] = [];
  for (const report of reports) {
    const { category, evidence } = categorizeReport(report);
    // A world desk files everything under "world": its vote counts as little as a guess from the words.
    const weight = category === 'world' ? Math.min(VOTE_WEIGHT[evidence], 1) : VOTE_WEIGHT[evidence];
    if (weight === 0) continue;
    votes.set(category, (votes.get(category) ?? 0) + weight);
    if (!firstSeen.includes(category)) firstSeen.push(category);
  }
  let best: Category = 'world';
  let bestVotes = 0;
  for (const category of firstSeen) {
    const count = votes.get(category)!;
    if (count > bestVotes) {
      best = category;
      bestVotes = count;
    }
  }
  return best;
}
