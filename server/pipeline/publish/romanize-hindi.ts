// Hindi written in Latin letters as Hindi readers spell it in addresses ("bharat", "dilli-men-garmi"), for
// slugs. any-ascii writes Devanagari letter by letter without the vowel a consonant carries ("bhrt",
// "bmdrgah"), which no reader can say. Here a consonant keeps its vowel unless a vowel sign or a virama
// follows, and the vowel Hindi does not pronounce is dropped: at a word's end after a single consonant
// ("bhārat", not "bhārata"), and between a vowel and a consonant followed by a vowel ("peyjal", not
// "peyajal": Ohala's rule, which holds for most words).

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};
/** A consonant with a nukta (its dot below) is another sound: क़ q, ज़ z, फ़ f; ड़ is written d ("sadak", "ladki"). */
const WITH_NUKTA: Record<string, string> = {
  क: 'q',
  ख: 'kh',
  ग: 'gh',
  ज: 'z',
  ड: 'd',
  ढ: 'dh',
  फ: 'f',
  य: 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};
const VIRAMA = '्';
const NUKTA = '़';
/** Nasal signs: anusvara (m before p, ph, b, bh, m; n elsewhere), chandrabindu; visarga. */
const ANUSVARA = 'ं';
const CHANDRABINDU = 'ँ';
const VISARGA = 'ः';
const LIPS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

interface Syllable {
  /** The consonants before the vowel, romanized: one, or a cluster joined by viramas ("tr", "nd"). */
  onset: string[];
  /** The vowel: a sign's or an independent letter's; null for the vowel a consonant carries. */
  vowel: string | null;
  /** No vowel at all (a consonant closed by a virama at the word's end). */
  closed: boolean;
  /** A nasal or visarga after the vowel ("n", "m", "h"). */
  coda: string;
  /** The carried vowel is dropped (schwa deletion). */
  silent: boolean;
}

function isDevanagari(character: string): boolean {
  return character >= '\u0900' && character <= '\u097f';
}

/** One word of Devanagari (no spaces) as its syllables. */
function syllablesOf(word: string): Syllable[] {
  // NFD takes a precomposed consonant with a nukta (U+0958 to U+095F, क़) apart: the consonant, then the nukta.
  const characters = [...word.normalize('NFD')];
  const syllables: Syllable[] = [];
  let onset: string[] = [];
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i]!;
    const next = characters[i + 1];
    if (character in CONSONANTS) {
      const nukta = next === NUKTA;
      onset.push(nukta ? (WITH_NUKTA[character] ?? CONSONANTS[character]!) : CONSONANTS[character]!);
      if (nukta) i++;
      const after = characters[i + 1];
      if (after === VIRAMA) {
        i++;
        // A virama at the word's end closes the consonant; inside, it joins it to the next one.
        if (i + 1 >= characters.length) {
          syllables.push({ onset, vowel: null, closed: true, coda: '', silent: false });
          onset = [];
        }
        continue;
      }
      const sign = after !== undefined ? VOWEL_SIGNS[after] : undefined;
      if (sign !== undefined) i++;
      syllables.push({ onset, vowel: sign ?? null, closed: false, coda: '', silent: false });
      onset = [];
    } else if (character in VOWELS) {
      syllables.push({ onset: [], vowel: VOWELS[character]!, closed: false, coda: '', silent: false });
    } else if (character === ANUSVARA || character === CHANDRABINDU || character === VISARGA) {
      const last = syllables.at(-1);
      if (!last) continue;
      last.coda +=
        character === VISARGA
          ? 'h'
          : character === ANUSVARA && next !== undefined && LIPS.has(next)
            ? 'm'
            : 'n';
    } else if (character === 'ॐ') {
      syllables.push({ onset: [], vowel: 'om', closed: false, coda: '', silent: false });
    }
    // Other signs (avagraha, stray marks) say nothing in Latin letters.
  }
  if (onset.length > 0) syllables.push({ onset, vowel: null, closed: true, coda: '', silent: false });
  return syllables;
}

/** Whether a syllable ends in a vowel that is sounded (nothing after it in the same syllable). */
function endsInVowel(syllable: Syllable): boolean {
  return !syllable.closed && !syllable.silent && syllable.coda === '';
}

function dropSilentVowels(syllables: Syllable[]): void {
  const carries = (s: Syllable) => s.vowel === null && !s.closed && s.coda === '';
  const last = syllables.at(-1);
  // Final: after a single consonant in a word of two syllables or more ("bharat"); a cluster keeps it
  // ("mantra", "yuddha", "surya") unless it starts with r ("dharm", "kort").
  const finalCluster = last?.onset ?? [];
  const silentAfterCluster = finalCluster[0] === 'r' && finalCluster.at(-1) !== 'y';
  if (last && syllables.length >= 2 && carries(last) && (finalCluster.length === 1 || silentAfterCluster))
    last.silent = true;
  // Medial, from the right: V C _ C V, where the vowel before is not itself a cluster's carried one
  // ("rashtrapati").
  for (let i = syllables.length - 2; i >= 1; i--) {
    const here = syllables[i]!;
    const before = syllables[i - 1]!;
    const after = syllables[i + 1]!;
    if (
      carries(here) &&
      here.onset.length === 1 &&
      endsInVowel(before) &&
      !(before.vowel === null && before.onset.length > 1) &&
      after.onset.length === 1 &&
      !after.closed &&
      !after.silent
    ) {
      here.silent = true;
    }
  }
}

function romanizeWord(word: string): string {
  const syllables = syllablesOf(word);
  dropSilentVowels(syllables);
  return syllables
    .map((s) => s.onset.join('') + (s.closed || s.silent ? '' : (s.vowel ?? 'a')) + s.coda)
    .join('');
}

/** Text with its Devanagari words in Latin letters; everything else as it was. */
export function romanizeHindi(text: string): string {
  let result = '';
  let word = '';
  const digits = text.replace(/[०-९]/gu, (digit) => String(digit.charCodeAt(0) - 0x966));
  for (const character of digits) {
    if (isDevanagari(character) && !'।॥'.includes(character)) {
      word += character;
      continue;
    }
    if (word) result += romanizeWord(word);
    word = '';
    result += '।॥'.includes(character) ? ' ' : character;
  }
  return word ? result + romanizeWord(word) : result;
}
