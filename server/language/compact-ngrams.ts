import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createEld, type LanguageResult, type NgramsData } from 'eld/detector';

// eld's 'extrasmall' n-gram table is a 950 KB module of one object literal with an object per n-gram: imported,
// it holds 27.6 MiB of V8 heap for the life of the process (a third of an idle worker's heap). Its numbers fit in
// under 1 MB: each n-gram is at most 6 one-byte characters (eld maps UTF-8 bytes to characters below 256), so
// it is a number, and each of its scores a language index and a score below 256. So the module's text is read
// here, not imported, and its scores kept in typed arrays; eld's own detector (text cleaning, n-grams, scoring,
// LanguageResult) reads them through a proxy, so that its answers are eld's.

const MAX_KEY_LENGTH = 6;

/** eld's n-gram table in typed arrays: n-grams as numbers, sorted, each with its run of language scores. */
export interface CompactNgrams {
  type: string;
  languages: Record<number, string>;
  /** Each n-gram's characters as base-256 digits (no character is 0), ascending. */
  keys: Float64Array;
  /** Where each n-gram's scores start in `languageIndexes` and `scores`, and where the last one's end. */
  starts: Uint32Array;
  languageIndexes: Uint8Array;
  scores: Uint8Array;
}

/** An n-gram as a number, or null for one that cannot be in the table (too long, or a character 0 or over 255). */
function keyOf(ngram: string): number | null {
  if (ngram.length > MAX_KEY_LENGTH) return null;
  let key = 0;
  for (let i = 0; i < ngram.length; i++) {
    const code = ngram.charCodeAt(i);
    if (code === 0 || code > 255) return null;
    key = key * 256 + code;
  }
  return key;
}

/**
 * Reads the text of one of eld's n-gram modules (`export const ngramsData = {type:'XS60',languages:{0:'am',…},
 * isSubset:false,ngrams:{' Lé4L':{0:176},L_QL:{0:148},…}}`) into typed arrays. Throws on anything else, so that
 * an eld whose format has changed fails at once rather than detecting with part of its table.
 */
export function parseNgramsModule(text: string): CompactNgrams {
  const type = /\btype:'([^']*)'/.exec(text)?.[1];
  const languageList = /\blanguages:\{([^}]*)\}/.exec(text)?.[1];
  const start = text.indexOf('ngrams:{');
  if (type === undefined || languageList === undefined || start < 0)
    throw new Error('not an eld n-gram module');
  const languages: Record<number, string> = {};
  for (const [, index, code] of languageList.matchAll(/(\d+):'([a-z]+)'/g)) languages[Number(index)] = code!;

  const keys: number[] = [];
  const starts: number[] = [];
  const languageIndexes: number[] = [];
  const scores: number[] = [];
  let at = start + 'ngrams:{'.length;
  const fail = (what: string): never => {
    throw new Error(`eld n-gram module: ${what} at ${at}`);
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail(`"${char}" expected`);
    at++;
  };
  const readInteger = (): number => {
    let value = 0;
    const from = at;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at))
      value = value * 10 + code - 48;
    if (at === from) fail('number expected');
    return value;
  };
  while (text[at] !== '}') {
    // A key is quoted ('…', with \' for a quote) unless it is a plain name (L_QL).
    let ngram = '';
    if (text[at] === "'") {
      for (at++; text[at] !== "'"; at++) {
        if (at >= text.length) fail('unterminated key');
        if (text[at] === '\\') at++;
        ngram += text[at];
      }
      at++;
    } else {
      while (at < text.length && text[at] !== ':') ngram += text[at++];
    }
    const key = keyOf(ngram);
    if (key === null || ngram.length === 0) fail(`n-gram ${JSON.stringify(ngram)} cannot be kept`);
    keys.push(key!);
    starts.push(languageIndexes.length);
    expect(':');
    expect('{');
    while (text[at] !== '}') {
      const language = readInteger();
      expect(':');
      const score = readInteger();
      if (!(language in languages) || score > 255) fail('score out of range');
      languageIndexes.push(language);
      scores.push(score);
      if (text[at] === ',') at++;
    }
    expect('}');
    if (text[at] === ',') at++;
  }

  // Sorted by key for a binary search; each n-gram's scores stay in eld's order.
  const order = keys.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]!);
  const compact: CompactNgrams = {
    type,
    languages,
    keys: new Float64Array(order.length),
    starts: new Uint32Array(order.length + 1),
    languageIndexes: new Uint8Array(languageIndexes.length),
    scores: new Uint8Array(scores.length),
  };
  let written = 0;
  order.forEach((from, to) => {
    if (to > 0 && keys[from] === compact.keys[to - 1]) fail(`n-gram ${keys[from]} twice`);
    compact.keys[to] = keys[from]!;
    compact.starts[to] = written;
    const end = from + 1 < starts.length ? starts[from + 1]! : languageIndexes.length;
    for (let i = starts[from]!; i < end; i++, written++) {
      compact.languageIndexes[written] = languageIndexes[i]!;
      compact.scores[written] = scores[i]!;
    }
  });
  compact.starts[order.length] = written;
  return compact;
}

/** An n-gram's scores as eld's table has them ({languageIndex: score}), or undefined when it has none. */
export function ngramScores(table: CompactNgrams, ngram: string): Record<number, number> | undefined {
  const key = keyOf(ngram);
  if (key === null) return undefined;
  let low = 0;
  let high = table.keys.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = table.keys[middle]!;
    if (found < key) low = middle + 1;
    else if (found > key) high = middle - 1;
    else {
      const scores: Record<number, number> = {};
      for (let i = table.starts[middle]!; i < table.starts[middle + 1]!; i++)
        scores[table.languageIndexes[i]!] = table.scores[i]!;
      return scores;
    }
  }
  return undefined;
}

/** The text of eld's 'extrasmall' n-gram module, beside its detector in the installed package. */
export function readExtrasmallNgrams(): string {
  const detector = createRequire(import.meta.url).resolve('eld/detector');
  return fs.readFileSync(path.join(path.dirname(detector), 'ngrams/extrasmall.js'), 'utf8');
}

/** eld's detector on its 'extrasmall' table, kept compact (what `eld/extrasmall` gives, in under 1 MB). */
export function createCompactEld(table: CompactNgrams = parseNgramsModule(readExtrasmallNgrams())): {
  detect(text: string): LanguageResult;
} {
  const { instance, loadData } = createEld();
  const ngrams = new Proxy<NgramsData['ngrams']>(
    {},
    { get: (_, ngram) => (typeof ngram === 'string' ? ngramScores(table, ngram) : undefined) },
  );
  loadData({ type: table.type, languages: table.languages, ngrams });
  return instance;
}
