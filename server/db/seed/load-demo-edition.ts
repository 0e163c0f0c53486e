import fs from 'node:fs';
import path from 'node:path';
import type { TranslationInput } from '#common/contracts/article.ts';
import { LANGUAGES } from '#common/languages.ts';
import {
  SeedArticleSchema,
  SeedTranslationSchema,
  TranslationInputSchema,
  type SeedArticle,
} from './demo-edition-schema.ts';

/** The folder of the demo edition: one folder per article, article.json plus one <lang>.json per language. */
export const DEMO_EDITION_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'demo');

export interface DemoArticle {
  folder: string;
  article: SeedArticle;
  translations: TranslationInput[];
}

/** Reads and validates every demo article; throws with the file name on the first bad file. */
export function loadDemoEdition(dir: string = DEMO_EDITION_DIR): DemoArticle[] {
  if (!fs.existsSync(dir)) return []; // an operator may remove the demo edition
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return folders.map((folder) => {
    const read = (file: string): unknown => {
      const full = path.join(dir, folder, file);
      try {
        return JSON.parse(fs.readFileSync(full, 'utf8'));
      } catch (error) {
        throw new Error(`${folder}/${file}: ${(error as Error).message}`);
      }
    };
    const parsedArticle = SeedArticleSchema.safeParse(read('article.json'));
    if (!parsedArticle.success) throw new Error(`${folder}/article.json: ${parsedArticle.error.message}`);
    const article = parsedArticle.data;
    const files = fs
      .readdirSync(path.join(dir, folder))
      .filter((f) => f !== 'article.json' && f.endsWith('.json'));
    const present = LANGUAGES.filter((l) => files.includes(`${l}.json`));
    const stray = files.filter((f) => !LANGUAGES.some((l) => f === `${l}.json`));
    if (stray.length) throw new Error(`${folder}: unexpected files ${stray.join(', ')}`);
    const missing = article.languages.filter((l) => !present.includes(l));
    const extra = present.filter((l) => !article.languages.includes(l));
    if (missing.length || extra.length) {
      throw new Error(
        `${folder}: languages listed and files differ (missing ${missing.join(',') || '-'}, unlisted ${extra.join(',') || '-'})`,
      );
    }
    const translations = article.languages.map((language) => {
      const file = `${language}.json`;
      const raw = SeedTranslationSchema.safeParse(read(file));
      if (!raw.success) throw new Error(`${folder}/${file}: ${raw.error.message}`);
      const parsed = TranslationInputSchema.safeParse({ ...raw.data, language });
      if (!parsed.success) throw new Error(`${folder}/${file}: ${parsed.error.message}`);
      return parsed.data;
    });
    return { folder, article, translations };
  });
}
