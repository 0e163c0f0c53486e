import type { Language } from '#common/languages.ts';

// Month and weekday names of each language, January and Monday first. Read with the text's own language
// only: "mai" is May in French and "tomorrow" in Vietnamese, "mars" a month in French.
const MONTHS: Partial<Record<Language, string>> = {
  en: 'January|Jan February|Feb March|Mar April|Apr May June|Jun July|Jul August|Aug September|Sept|Sep October|Oct November|Nov December|Dec',
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre|setiembre octubre noviembre diciembre',
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  de: 'januar|jänner februar märz april mai juni juli august september oktober november dezember',
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  id: 'januari februari maret april mei juni juli agustus september oktober november desember',
  tr: 'ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık',
  hi: 'जनवरी फ़रवरी|फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर|सितम्बर अक्टूबर|अक्तूबर नवंबर|नवम्बर दिसंबर|दिसम्बर',
};

const WEEKDAYS: Partial<Record<Language, string>> = {
  en: 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday',
  es: 'lunes martes miércoles jueves viernes sábado domingo',
  fr: 'lundi mardi mercredi jeudi vendredi samedi dimanche',
  de: 'montag dienstag mittwoch donnerstag freitag samstag|sonnabend sonntag',
  pt: 'segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo',
  id: 'Senin Selasa Rabu Kamis Jumat Sabtu Minggu',
  tr: 'pazartesi salı çarşamba perşembe cuma cumartesi pazar',
  hi: 'सोमवार मंगलवार बुधवार गुरुवार|बृहस्पतिवार शुक्रवार शनिवार रविवार',
  ko: '월요일 화요일 수요일 목요일 금요일 토요일 일요일',
  ja: '月曜 火曜 水曜 木曜 金曜 土曜 日曜',
};
// How each language writes its month and weekday names: capitalised in English, Indonesian, German and
// Turkish ("may", "march", "minggu" a week, "pazar" a market are other words), in lower case in Spanish,
// French and Portuguese ("Julio" is a name). Other scripts have no case.
const CASE: Partial<Record<Language, 'capitalised' | 'lower'>> = {
  en: 'capitalised',
  id: 'capitalised',
  de: 'capitalised',
  tr: 'capitalised',
  es: 'lower',
  fr: 'lower',
  pt: 'lower',
};

/** A table's names, each entry's alternatives apart ("September|Sept|Sep"). */
function table(entry: string | undefined): string[][] {
  return entry ? entry.split(' ').map((names) => names.split('|')) : [];
}

interface NamePattern {
  pattern: RegExp;
  indexOf: Map<string, number>;
}

const patterns = new Map<string, NamePattern | null>();
function namePattern(kind: 'month' | 'weekday', language: Language): NamePattern | null {
  const key = `${kind}:${language}`;
  if (patterns.has(key)) return patterns.get(key)!;
  const names = table(kind === 'month' ? MONTHS[language] : WEEKDAYS[language]);
  let built: NamePattern | null = null;
  if (names.length > 0) {
    const indexOf = new Map<string, number>();
    const written = (name: string) =>
      CASE[language] === 'capitalised' ? name.charAt(0).toUpperCase() + name.slice(1) : name.toLowerCase();
    names.forEach((alternatives, i) => alternatives.forEach((name) => indexOf.set(written(name), i + 1)));
    const alternation = [...indexOf.keys()].sort((a, b) => b.length - a.length).join('|');
    // Weekdays of Korean and Japanese are glued to the words around them ("월요일에", "市は月曜日、").
    const glued = language === 'ko' || language === 'ja';
    const before = glued ? '' : '(?<![\\p{L}\\p{M}])';
    const after = glued ? '' : '(?![\\p{L}\\p{M}])';
    built = {
      pattern: new RegExp(`${before}(${alternation})\\.?${after}`, 'gu'),
      indexOf,
    };
  }
  patterns.set(key, built);
  return built;
}

/** The calendar a text names: months, days of a month ("3-12" for 12 March) and weekdays (Monday 1). */
export interface DatesNamed {
  months: Set<number>;
  days: Set<string>;
  weekdays: Set<number>;
}

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
const CJK_DATE = /(\d{1,2})\s?[월月](?:\s?(\d{1,2})\s?[일日])?/gu;
const VIETNAMESE_DATE = /(?:ngày\s?(\d{1,2})\s?)?tháng\s?(\d{1,2})|(?<!\d)(\d{1,2})\/(\d{1,2})(?![\d/])/giu;

function addDay(found: DatesNamed, month: number, day: number): void {
  if (month < 1 || month > 12) return;
  found.months.add(month);
  if (day >= 1 && day <= 31) found.days.add(`${month}-${day}`);
}

/** The months, days of months and weekdays a text names, in the calendar words of its language. */
export function datesIn(text: string, language: Language): DatesNamed {
  const found: DatesNamed = { months: new Set(), days: new Set(), weekdays: new Set() };
  const normalized = text
    .normalize('NFKC')
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  const month = namePattern('month', language);
  if (month) {
    for (const match of normalized.matchAll(month.pattern)) {
      const index = month.indexOf.get(match[1]!)!;
      found.months.add(index);
      const before = normalized.slice(Math.max(0, match.index - 12), match.index);
      const after = normalized.slice(match.index + match[0].length, match.index + match[0].length + 8);
      // "12 March", "12. März", "12 de marzo", "1er mars"; "March 12", "March 12th".
      const dayBefore = /(?<!\d)(\d{1,2})(?:st|nd|rd|th|er|º|ª)?\.?\s+(?:de\s+)?$/u.exec(before)?.[1];
      const dayAfter = /^\s+(\d{1,2})(?!\d)(?!\s?[:.,]\d)/u.exec(after)?.[1];
      const day = dayBefore ?? dayAfter;
      if (day) addDay(found, index, Number(day));
    }
  }
  if (language === 'ko' || language === 'ja') {
    for (const match of normalized.matchAll(CJK_DATE)) {
      const m = Number(match[1]);
      if (match[2]) addDay(found, m, Number(match[2]));
      else if (m >= 1 && m <= 12) found.months.add(m);
    }
  }
  if (language === 'vi') {
    for (const match of normalized.matchAll(VIETNAMESE_DATE)) {
      if (match[2]) {
        if (match[1]) addDay(found, Number(match[2]), Number(match[1]));
        else found.months.add(Number(match[2]));
      } else addDay(found, Number(match[4]), Number(match[3]));
    }
  }
  const weekday = namePattern('weekday', language);
  if (weekday) {
    for (const match of normalized.matchAll(weekday.pattern))
      found.weekdays.add(weekday.indexOf.get(match[1]!)!);
  }
  return found;
}
