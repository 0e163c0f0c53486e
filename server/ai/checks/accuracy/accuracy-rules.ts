import type { Language } from '#common/languages.ts';
import { numbersIn } from '../text-checks.ts';
import { datesIn, type DatesNamed } from './find-dates.ts';
import { hasName, indexNames, latinNamesIn, scriptNamesIn, type NameIndex } from './find-names.ts';
import { quotationKey, quotationParts, quotationsIn } from './find-quotations.ts';
import { negationProblem, type EvidenceReport, type Passages } from './report-passages.ts';

// Languages written in Latin letters: their capitalised names can be looked for in one another's reports.
const LATIN_LANGUAGES = new Set<Language>(['en', 'es', 'de', 'fr', 'id', 'vi', 'pt', 'tr']);

const MONTH_NAMES =
  'January February March April May June July August September October November December'.split(' ');
const WEEKDAY_NAMES = 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' ');

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
  /** The words of the reports in Latin script (null when no report is: such names cannot be judged). */
  readonly latinNames: NameIndex | null;
  readonly hasSameLanguage: boolean;
  readonly language: Language;
  readonly passages: Passages;

  constructor(language: Language, reports: EvidenceReport[], passages: Passages) {
    this.language = language;
    this.passages = passages;
    let latinText: string | null = null;
    for (const report of reports) {
      const text = `${report.title}\n${report.text}`;
      for (const n of numbersIn(text)) this.numbers.add(n);
      const dates = datesIn(text, report.language);
      for (const m of dates.months) this.dates.months.add(m);
      for (const d of dates.days) this.dates.days.add(d);
      for (const w of dates.weekdays) this.dates.weekdays.add(w);
      if (report.language === language) {
        this.sameLanguageKeys.push(quotationKey(text));
        this.sameLanguageText.push(text.normalize('NFKC'));
      }
      if (LATIN_LANGUAGES.has(report.language) || report.language === language)
        latinText = `${latinText ?? ''}\n${text}`;
    }
    this.hasSameLanguage = this.sameLanguageKeys.length > 0;
    this.latinNames = latinText === null ? null : indexNames(latinText);
  }
}

/** "the number 12 is", "the numbers 12, 40 are". */
function plural(noun: string, values: string[]): string {
  return values.length > 1 ? `${noun}s ${values.join(', ')} are` : `${noun} ${values[0]} is`;
}

/** What the rules could not judge in a text, for its verdict: said once per kind. */
export type Unjudged = 'quotations' | 'names';

/**
 * Why a sentence is not supported by the reports under the rules, in English for the editor, or none:
 * each quotation word for word in a report of its language; each number (any notation), month, day of a
 * month and weekday in a report; each name in a report; and a negation where the closest passage of a
 * report in the same language has none, or the reverse.
 */
export function ruleProblems(sentence: string, evidence: ReportEvidence, unjudged: Set<Unjudged>): string[] {
  const problems: string[] = [];
  const language = evidence.language;
  const quotations = quotationsIn(sentence);
  if (quotations.length > 0 && !evidence.hasSameLanguage) unjudged.add('quotations');
  else {
    for (const quotation of quotations) {
      const found = quotationParts(quotation).every((part) =>
        evidence.sameLanguageKeys.some((report) => report.includes(part)),
      );
      if (!found) problems.push(`the quotation “${quotation}” is in no report`);
    }
  }

  const missingNumbers = [...numbersIn(sentence)].filter((n) => !evidence.numbers.has(n));
  if (missingNumbers.length > 0) problems.push(`${plural('the number', missingNumbers)} in no report`);

  const dates = datesIn(sentence, language);
  const days = [...dates.days].filter((d) => !evidence.dates.days.has(d));
  const months = [...dates.months].filter(
    (m) => !evidence.dates.months.has(m) && !days.some((d) => d.startsWith(`${m}-`)),
  );
  const weekdays = [...dates.weekdays].filter((w) => !evidence.dates.weekdays.has(w));
  for (const day of days) {
    const [month, date] = day.split('-').map(Number);
    problems.push(`the date ${MONTH_NAMES[month! - 1]} ${date} is in no report`);
  }
  for (const month of months) problems.push(`the month ${MONTH_NAMES[month - 1]} is in no report`);
  for (const weekday of weekdays) problems.push(`${WEEKDAY_NAMES[weekday - 1]} is in no report`);

  // Months and weekdays are capitalised in English and German: the calendar rule above judges them.
  const latinNames = latinNamesIn(sentence, language).filter((name) => {
    const calendar = datesIn(name, language);
    return calendar.months.size === 0 && calendar.weekdays.size === 0;
  });
  const index = evidence.latinNames;
  if (latinNames.length > 0 && !index) unjudged.add('names');
  else if (index) {
    const missing = latinNames.filter((name) => !hasName(index, name));
    if (missing.length > 0) problems.push(`${plural('the name', missing)} in no report`);
  }
  const scriptNames = scriptNamesIn(sentence, language);
  if (scriptNames.length > 0 && !evidence.hasSameLanguage) unjudged.add('names');
  else {
    const missing = scriptNames.filter(
      (name) => !evidence.sameLanguageText.some((text) => text.includes(name.normalize('NFKC'))),
    );
    if (missing.length > 0) problems.push(`${plural('the name', missing)} in no report`);
  }

  if (evidence.hasSameLanguage) {
    const negation = negationProblem(sentence, evidence.passages, language);
    if (negation) problems.push(negation);
  }
  return problems;
}
