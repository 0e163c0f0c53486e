import { numbersIn } from '../text-checks.ts';

// What numbersIn leaves as words, written out as digits first so that a text and its report compare by
// value: thousands as each language writes them ("38 mil", "38 bin", "38 हज़ार", "3천"), a number and a
// scale joined by a hyphen ("23-million-year-old"), Korean and Japanese hundred-millions before ten-
// thousands ("1억5000만") or glued to a unit ("210억원", "20億ドル"), and "a million" in words.
const THOUSAND =
  /(\d+(?:[.,]\d+)?)\s?(?:thousand|mil|mille|tausend|bin(?:den|de|e|i|in|le)?|ribu|nghìn|ngàn|हज़ार|हजार|천|千)(?![\p{L}\p{M}])(?!\s?(?:millones|millions?|milhões|milhão))/giu;
const HYPHENATED_SCALE = /(\d)-(?=(?:million|billion|milliard|millón|milhão|juta|milyon)\w*)/giu;
const OKU_MAN = /(\d+)\s?[억億]\s?(\d+)\s?[만万]/gu;
const OKU = /(\d+(?:\.\d+)?)\s?[억億]/gu;
const ONE_MILLION =
  /(?<![\p{L}\d])(?:a|one|un|una|um|uma|ein|eine|une|satu|bir|एक)\s+(million|millón|milhão|millionen?|juta|milyon|मिलियन|billion|milliard|milyar)(?![\p{L}])/giu;

function value(raw: string): number {
  return Number(raw.replace(',', '.'));
}

/** A text's numbers as numbersIn reads them, after the words it does not read are written out in digits. */
export function figuresIn(text: string): Set<string> {
  const written = text
    .normalize('NFKC')
    .replace(HYPHENATED_SCALE, '$1 ')
    .replace(OKU_MAN, (_, oku: string, man: string) => String(Number(oku) * 1e8 + Number(man) * 1e4))
    .replace(OKU, (_, oku: string) => String(Math.round(value(oku) * 1e8)))
    .replace(THOUSAND, (_, count: string) => String(Math.round(value(count) * 1000)))
    .replace(ONE_MILLION, (_, scale: string) => `1 ${scale}`);
  return numbersIn(written);
}

// English number words, which a report may use where a translation or a summary writes digits ("twelve
// more languages", "about eighteen months", "a decade ago", "seven million"). Read in reports only: they
// let a text's digits be found, and never add a number a text must have.
const UNITS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const NUMBER_WORD = new RegExp(
  `(?<![\\p{L}])(?:(${TENS.join('|')})(?:[- ](${UNITS.slice(0, 9).join('|')}))?|(${UNITS.join('|')})|(dozen|decade|half-century|century))(?![\\p{L}])`,
  'giu',
);
// "two and a half centuries" (spelled "2 and a half centuries") is 250 years.
const CENTURIES = /(\d+)( and a half)? centuries/giu;
const WORD_VALUE: Record<string, number> = { dozen: 12, decade: 10, 'half-century': 50, century: 100 };

/** The numbers of a report, its English number words read as digits too. */
export function reportFiguresIn(text: string): Set<string> {
  const spelled = text.replace(
    NUMBER_WORD,
    (_, tens?: string, unit?: string, single?: string, word?: string) => {
      if (word) return String(WORD_VALUE[word.toLowerCase()]);
      if (single) return String(UNITS.indexOf(single.toLowerCase()) + 1);
      return String(
        (TENS.indexOf(tens!.toLowerCase()) + 2) * 10 + (unit ? UNITS.indexOf(unit.toLowerCase()) + 1 : 0),
      );
    },
  );
  const centuries = spelled.replace(CENTURIES, (_, count: string, half?: string) =>
    String(Number(count) * 100 + (half ? 50 : 0)),
  );
  return new Set([...figuresIn(text), ...figuresIn(centuries)]);
}

// A number with the counter or unit glued after it in Korean and Japanese ("14往復", "80석", "1만2000권"),
// not a particle nor "여" (some: "3만8000여 관중"), nor the number of a name ("T20世界大会").
const COUNTED =
  /(?<![\p{Script=Latin}\d.,])(\d[\d,.]*(?:\s?[만억万億천千]\s?\d*)*)\s?(?![여약쯤은는이가을를의에와과도로])([\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}])/gu;

/**
 * The numbers of a Korean or Japanese text with what they count, as "20往": a report that gives 20 only
 * as a day ("11月20日") does not give 20 round trips.
 */
export function countedFiguresIn(text: string): Set<string> {
  const counted = new Set<string>();
  for (const match of text.normalize('NFKC').matchAll(COUNTED))
    for (const value of figuresIn(match[1]!)) counted.add(`${value}${match[2]}`);
  return counted;
}
