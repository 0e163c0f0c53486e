// eld's detector without a database (src/languageDetector.js), exported by patches/eld+2.1.0.patch so that
// server/language/compact-ngrams.ts can hand it its n-gram table in a compact form. eld declares no types for it.
declare module 'eld/detector' {
  export interface NgramsData {
    type: string;
    languages: Record<number, string>;
    /** Each n-gram's score per language index; eld only reads it by key. */
    ngrams: Record<string, Record<number, number> | undefined>;
  }
  export interface LanguageResult {
    language: string;
    getScores(): Record<string, number>;
    isReliable(): boolean;
  }
  export function createEld(): {
    instance: { detect(text: string): LanguageResult };
    loadData(data: NgramsData): string;
  };
}
