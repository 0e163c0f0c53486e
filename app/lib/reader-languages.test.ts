// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultReaderLanguages,
  listQuery,
  readerLanguages,
  readerLanguagesParam,
  resolveReaderLanguages,
  storeReaderLanguages,
} from './reader-languages.ts';

afterEach(() => localStorage.clear());

describe('the reader’s languages', () => {
  it('are by default the edition’s language and English', () => {
    expect(defaultReaderLanguages('ko')).toEqual(['ko', 'en']);
    expect(defaultReaderLanguages('en')).toEqual(['en']);
    expect(readerLanguages('hi')).toEqual(['hi', 'en']);
    expect(readerLanguagesParam('hi')).toBeNull();
    expect(listQuery('hi', { limit: '6' }).toString()).toBe('language=hi&limit=6');
  });

  it('always hold the edition’s own language, in the site’s order, and ignore what is not a language', () => {
    expect(resolveReaderLanguages('ko', 'ja,xx,en')).toEqual(['en', 'ko', 'ja']);
    expect(resolveReaderLanguages('de', 'ja')).toEqual(['ja', 'de']);
    expect(resolveReaderLanguages('de', 'garbage')).toEqual(['de', 'en']);
    expect(resolveReaderLanguages('de', '')).toEqual(['de', 'en']);
  });

  it('are kept on the device and sent to the API only when they differ from the default', () => {
    expect(storeReaderLanguages(['ko', 'ja'])).toBe(true);
    expect(localStorage.getItem('readerLanguages')).toBe('ko,ja');
    expect(readerLanguagesParam('ko')).toBe('ko,ja');
    expect(listQuery('ko', { offset: '6', category: undefined }).toString()).toBe(
      'language=ko&languages=ko%2Cja&offset=6',
    );
    // On another edition the same choice adds that edition's language.
    expect(readerLanguagesParam('en')).toBe('en,ko,ja');
    // Choosing exactly the default again sends nothing: the shared, cached addresses.
    storeReaderLanguages(['en', 'ko']);
    expect(readerLanguagesParam('ko')).toBeNull();
    expect(readerLanguagesParam('en')).toBe('en,ko');
  });
});
