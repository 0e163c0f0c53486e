import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { NAMESPACES } from './namespaces.ts';

const LOCALES = path.join(path.dirname(new URL(import.meta.url).pathname), 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string | number>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (Array.isArray(value)) {
    out.set(`${prefix}[]`, value.length);
    value.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function readCatalog(language: string, namespace: string): Flat {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')));
}

const baseKey = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .filter((p) => p !== 'count')
    .sort();

describe.each(LANGUAGES.filter((l) => l !== 'en'))('the %s interface catalogs', (language) => {
  const plurals = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it.each([...NAMESPACES])('%s has every text English has, and nothing else', (namespace) => {
    const english = readCatalog('en', namespace);
    const own = readCatalog(language, namespace);
    const englishBases = new Set([...english.keys()].map(baseKey));
    const ownBases = new Set([...own.keys()].map(baseKey));
    expect(
      [...englishBases].filter((k) => !ownBases.has(k)),
      'missing',
    ).toEqual([]);
    expect(
      [...ownBases].filter((k) => !englishBases.has(k)),
      'extra',
    ).toEqual([]);
    for (const [key, value] of english) {
      if (key.endsWith('[]')) expect(own.get(key), `${key} items`).toBe(value);
    }
  });

  it.each([...NAMESPACES])(
    '%s keeps every {{placeholder}} and uses the language’s plural forms',
    (namespace) => {
      const english = readCatalog('en', namespace);
      const own = readCatalog(language, namespace);
      for (const [key, value] of own) {
        if (key.endsWith('[]')) continue;
        const englishKey = [...english.keys()].find((k) => baseKey(k) === baseKey(key));
        expect(String(value).trim(), `${key} is empty`).not.toBe('');
        expect(placeholders(String(value)), `${key} placeholders`).toEqual(
          placeholders(String(english.get(englishKey!))),
        );
      }
      const pluralBases = new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(baseKey));
      for (const base of pluralBases) {
        const forms = [...own.keys()]
          .filter((k) => baseKey(k) === base && PLURAL.test(k))
          .map((k) => PLURAL.exec(k)![1]!);
        // i18next's zero form is the language's own sentence for none, where English has one.
        const zero = english.has(`${base}_zero`);
        expect(forms.includes('zero'), `${base} zero form`).toBe(zero);
        expect(forms.filter((f) => f !== 'zero').sort(), `${base} plural forms`).toEqual([...plurals].sort());
      }
    },
  );
});
