import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROMPTS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** A system prompt from this folder: its name and version ("write-story.v1") are stored with each text. */
export interface Prompt {
  version: string;
  render(values: Record<string, string>): string;
}

/**
 * Loads `{name}.v{version}.md`. A prompt's wording never changes under the same version: a new wording is a
 * new file, so every stored text says which instructions made it.
 */
export function loadPrompt(name: string, version: number): Prompt {
  const id = `${name}.v${version}`;
  const template = fs.readFileSync(path.join(PROMPTS_DIR, `${id}.md`), 'utf8');
  return {
    version: id,
    render(values) {
      return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new Error(`prompt ${id} needs a value for {{${key}}}`);
        return value;
      });
    },
  };
}
