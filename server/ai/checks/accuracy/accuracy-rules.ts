import type { Language } from '#common/languages.ts';
import { countedFiguresIn, figuresIn, reportFiguresIn } from './find-numbers.ts';
import { datesIn, type DatesNamed } from './find-dates.ts';
import {
  hasName,
  indexNames,
  latinNamesIn,
  scriptNamesIn,
  speakersIn,
  type NameIndex,
} from './find-names.ts';
import {
  quotationKey,
  quotationOpening,
  quotationParts,
  quotationsIn,
  spacedWords,
} from './find-quotations.ts';
import { negationProblem, type EvidenceReport, type Passages } from './report-passages.ts';

const MONTH_NAMES =
  'January February March April May June July August September October November December'.split(' ');
const WEEKDAY_NAMES = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' ');

// Words that round a number ("more than 61,000" for 61,400 in the report; "약 400", "約400", "करीब 400"):
// in a sentence that has one, a number within a tenth of a report's number is found.
const HEDGE =
  /(?<![\p{L}])(?:about|around|nearly|almost|roughly|approximately|some|over|more than|less than|fewer than|up to|at least|cerca de|casi|unos|unas|más de|menos de|alrededor de|environ|près de|presque|plus de|moins de|quelque|etwa|rund|fast|knapp|mehr als|weniger als|über|quase|mais de|menos de|sekitar|hampir|lebih dari|kurang dari|khoảng|gần|hơn|yaklaşık|neredeyse|करीब|लगभग|तकरीबन)(?![\p{L}])|약|約|近く|以上|余り|超|넘게|이상|여\s|남짓|से अधिक|से ज़्यादा|से ज्यादा|fazla/iu;
/** Characters between a quotation in a report and its speaker's name at most. */
const SPEAKER_DISTANCE = 300;
/** The share a rounded number may differ from the report's. */
const ROUNDING = 0.1;

/** Numbers of a paragraph whose sums are counted at most (a table's worth is no sum a text would give). */
const SUMMED_NUMBERS = 12;

/** Adds the sums of every two and three of a paragraph's numbers, years left out. */
function addSums(sums: Set<string>, numbers: string[]): void {
  const values = numbers.map(Number).filter((n) => Number.isInteger(n) && (n < 1900 || n > 2100));
  if (values.length < 2 || values.length > SUMMED_NUMBERS) return;
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) {
      sums.add(String(values[i]! + values[j]!));
      for (let k = j + 1; k < values.length; k++) sums.add(String(values[i]! + values[j]! + values[k]!));
    }
}

/**
 * What the reports say, read once for all sentences of a text: their numbers, calendar and names in any
 * language; their words for quotations, Korean, Japanese and Hindi names, and their passages for
 * negations, in the text's language only.
 */
export class ReportEvidence {
  readonly numbers = new Set<string>();
  readonly dates: DatesNamed = { months: new Set(), days: new Set(), weekdays: new Set() };
  /** The reports' text in the checked text's language, as quotations are compared; empty when none is. */
  readonly sameLanguageKeys: string[] = [];
  readonly sameLanguageText: string[] = [];
  readonly sameLanguageSpaced: string[] = [];
  /**
   * The sums of two or three numbers of one paragraph of a report: "126 seats" where a report gives a
   * party's 54, another's 49 and the others' 23.
   */
  readonly sums = new Set<string>();
  /** The Korean or Japanese reports' numbers with what they count ("14往"). */
  readonly counted = new Set<string>();
  /**
   * The words of the reports in the text's language, where its Latin-script names are looked for; null when
   * none is. Names are not compared across languages: translations rightly write "Ministerio de Salud" for
   * "Ministry of Health", "Praha" for "Prague".
   */
  readonly latinNames: NameIndex | null;
  readonly hasSameLanguage: boolean;
  readonly language: Language;
  readonly passages: Passages;

  constructor(language: Language, reports: EvidenceReport[], passages: Passages) {
    this.language = language;
    this.passages = passages;
    for (const report of reports) {
      const text = `${report.title}\n${report.text}`;
      for (const n of reportFiguresIn(text)) this.numbers.add(n);
      for (const paragraph of text.split(/\n\s*\n/u)) addSums(this.sums, [...reportFiguresIn(paragraph)]);
      const dates = datesIn(text, report.language);
      for (const m of dates.months) this.dates.months.add(m);
      for (const d of dates.days) this.dates.days.add(d);
      for (const w of dates.weekdays) this.dates.weekdays.add(w);
      if (report.language === language) {
        this.sameLanguageKeys.push(quotationKey(text));
        this.sameLanguageText.push(text.normalize('NFKC'));
        this.sameLanguageSpaced.push(spacedWords(text));
        for (const counted of countedFiguresIn(text)) this.counted.add(counted);
      }
    }
    this.hasSameLanguage = this.sameLanguageKeys.length > 0;
    this.latinNames = this.hasSameLanguage ? indexNames(this.sameLanguageText.join('\n')) : null;
  }
  /**
   * Whether a speaker's name is near a quotation in a report of the text's language (within
   * SPEAKER_DISTANCE characters), or the name is in no such report at all (the names rule says so). A
   * name in Latin letters is matched as a word ("Berg" is not in "Holmberg"); others as written.
   */
  saidNear(quotation: string, speaker: string): boolean {
    const spaced = spacedWords(speaker);
    const name = /\p{Script=Latin}/u.test(speaker) ? spaced : spaced.trim();
    if (!this.sameLanguageSpaced.some((report) => report.includes(name))) return true;
    const opening = quotationOpening(quotation);
    for (const report of this.sameLanguageSpaced) {
      for (let at = report.indexOf(opening); at !== -1; at = report.indexOf(opening, at + 1)) {
        const near = report.slice(Math.max(0, at - SPEAKER_DISTANCE), at + opening.length + SPEAKER_DISTANCE);
        if (near.includes(name)) return true;
      }
    }
    return false;
  }

  /** Whether a report gives a number that `value` rounds (within ROUNDING of it), years left out. */
  hasNear(value: number): boolean {
    if (value < 10 || (value >= 1900 && value <= 2100 && Number.isInteger(value))) return false;
    for (const n of this.numbers) if (Math.abs(Number(n) - value) <= value * ROUNDING) return true;
    return false;
  }
}

/** "the number 12 is", "the numbers 12, 40 are". */
function plural(noun: string, values: string[]): string {
  return values.length > 1 ? `${noun}s ${values.join(', ')} are` : `${noun} ${values[0]} is`;
}

/** What the rules could not judge in a text, for its verdict: said once per kind. */
export type Unjudged = 'quotations' | 'names';

/** Quotations not word for word in a report of the text's language, or given to another speaker. */
function quotationProblems(sentence: string, evidence: ReportEvidence, unjudged: Set<Unjudged>): string[] {
  const quotations = quotationsIn(sentence);
  if (quotations.length === 0) return [];
  if (!evidence.hasSameLanguage) {
    unjudged.add('quotations');
    return [];
  }
  const problems: string[] = [];
  for (const quotation of quotations) {
    const found = quotationParts(quotation).every((part) =>
      evidence.sameLanguageKeys.some((report) => report.includes(part)),
    );
    if (!found) {
      problems.push(`the quotation “${quotation}” is in no report`);
      continue;
    }
    const elsewhere = speakersIn(sentence, evidence.language).filter(
      (speaker) => !evidence.saidNear(quotation, speaker),
    );
    if (elsewhere.length > 0)
      problems.push(`the quotation “${quotation}” is not by ${elsewhere.join(', ')} in the reports`);
  }
  return problems;
}

/** Numbers in no report (nor a sum of a paragraph's, nor rounded from one), and counts of something else. */
function numberProblems(sentence: string, evidence: ReportEvidence): string[] {
  const problems: string[] = [];
  const hedged = HEDGE.test(sentence);
  const missing = [...figuresIn(sentence)].filter(
    (n) => !evidence.numbers.has(n) && !evidence.sums.has(n) && !(hedged && evidence.hasNear(Number(n))),
  );
  if (missing.length > 0) problems.push(`${plural('the number', missing)} in no report`);
  if ((evidence.language === 'ko' || evidence.language === 'ja') && evidence.hasSameLanguage) {
    for (const counted of countedFiguresIn(sentence)) {
      const value = counted.replace(/\D+$/u, '');
      if (evidence.numbers.has(value) && !evidence.counted.has(counted))
        problems.push(`the reports give ${value} but not “${counted}”`);
    }
  }
  return problems;
}

/** Days of months, months and weekdays in no report. */
function dateProblems(sentence: string, evidence: ReportEvidence): string[] {
  const dates = datesIn(sentence, evidence.language);
  const days = [...dates.days].filter((d) => !evidence.dates.days.has(d));
  const months = [...dates.months].filter(
    (m) => !evidence.dates.months.has(m) && !days.some((d) => d.startsWith(`${m}-`)),
  );
  const weekdays = [...dates.weekdays].filter((w) => !evidence.dates.weekdays.has(w));
  return [
    ...days.map((day) => {
      const [month, date] = day.split('-').map(Number);
      return `the date ${MONTH_NAMES[month! - 1]} ${date} is in no report`;
    }),
    ...months.map((month) => `the month ${MONTH_NAMES[month - 1]} is in no report`),
    ...weekdays.map((weekday) => `${WEEKDAY_NAMES[weekday - 1]} is in no report`),
  ];
}

/** Names in no report of the text's language. */
function nameProblems(sentence: string, evidence: ReportEvidence, unjudged: Set<Unjudged>): string[] {
  const language = evidence.language;
  // Months and weekdays are capitalised in English and German: the calendar rule judges them.
  const latin = latinNamesIn(sentence, language).filter((name) => {
    const calendar = datesIn(name, language);
    return calendar.months.size === 0 && calendar.weekdays.size === 0;
  });
  const script = scriptNamesIn(sentence, language);
  const index = evidence.latinNames;
  if (!index) {
    if (latin.length + script.length > 0) unjudged.add('names');
    return [];
  }
  const missing = [
    ...latin.filter((name) => !hasName(index, name)),
    ...script.filter(
      (name) => !evidence.sameLanguageText.some((text) => text.includes(name.normalize('NFKC'))),
    ),
  ];
  return missing.length > 0 ? [`${plural('the name', missing)} in no report`] : [];
}

/**
 * Why a sentence is not supported by the reports under the rules, in English for the editor, or none:
 * each quotation word for word in a report of its language, near the name of who the sentence says spoke;
 * each number (any notation), month, day of a month and weekday in a report; each name in a report of its
 * language; and no negation that the report sentence it repeats lacks, or the reverse.
 */
export function ruleProblems(sentence: string, evidence: ReportEvidence, unjudged: Set<Unjudged>): string[] {
  const negation = evidence.hasSameLanguage
    ? negationProblem(sentence, evidence.passages, evidence.language)
    : null;
  return [
    ...quotationProblems(sentence, evidence, unjudged),
    ...numberProblems(sentence, evidence),
    ...dateProblems(sentence, evidence),
    ...nameProblems(sentence, evidence, unjudged),
    ...(negation ? [negation] : []),
  ];
}
