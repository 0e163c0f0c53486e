import { z } from 'zod';
import {
  contentToPlainText,
  parseStructuredContent,
  StructuredContentSchema,
  type StructuredContent,
} from '#common/contracts/structured-content.ts';
import type { Language } from '#common/languages.ts';
import { languageName, languageProblem, lengthProblem, missingNumbers } from './checks/text-checks.ts';
import type { LanguageModel } from './language-model.ts';
import { REWRITE_INSTRUCTION, type UnsupportedClaim } from './write-story.ts';
import { loadPrompt } from './prompts/load-prompt.ts';

const PROMPT = loadPrompt('translate-article', 1);

/** An article's text in one language: content is structured sections (JSON) or plain text. */
export interface ArticleText {
  language: Language;
  title: string;
  summary: string;
  content: string;
}

/** A translation and how it was made. */
export interface MachineTranslation extends ArticleText {
  model: string;
  promptVersion: string;
  sourceLanguage: Language;
}

/** The shape of structured content: sections present, sub-sections and questions counted. */
function shapeOf(content: StructuredContent): string {
  return JSON.stringify([
    Boolean(content.experience),
    content.mainContent?.sections.length ?? 0,
    Boolean(content.interpretation),
    Boolean(content.perspective),
    content.faq?.items.length ?? 0,
  ]);
}

/**
 * Has the model translate an article's text as a native editor of the target language would write it. Checked:
 * the language (script and detector), a length in proportion, every number of the source kept, and the
 * sections' shape; a failed check is asked again once, then the model's work is given up (parked).
 * `unsupported` asks for the translation again, without sentences of an earlier one that its accuracy check
 * found neither the source nor the reports support.
 */
export async function translateArticle(
  model: LanguageModel,
  source: ArticleText,
  target: Language,
  unsupported: UnsupportedClaim[] = [],
): Promise<MachineTranslation> {
  const structured = parseStructuredContent(source.content);
  const schema = z.object({
    title: z.string().trim().min(1).max(300),
    summary: z.string().trim().min(1).max(2000),
    content: structured ? StructuredContentSchema : z.string(),
  });
  const sourceText = `${source.title}\n${source.summary}\n${contentToPlainText(source.content)}`;
  const answer = await model.complete({
    purpose: 'translation',
    system: PROMPT.render({
      sourceLanguage: languageName(source.language),
      targetLanguage: languageName(target),
    }),
    user: JSON.stringify({
      title: source.title,
      summary: source.summary,
      content: structured ?? source.content,
      ...(unsupported.length > 0 ? { rewrite: { instruction: REWRITE_INSTRUCTION, unsupported } } : {}),
    }),
    schema,
    check(translation) {
      const content =
        typeof translation.content === 'string' ? translation.content : JSON.stringify(translation.content);
      const text = `${translation.title}\n${translation.summary}\n${contentToPlainText(content)}`;
      if (structured && shapeOf(translation.content as StructuredContent) !== shapeOf(structured))
        return 'the content must keep the sections, sub-sections and questions of the source, in the same order';
      const missing = missingNumbers(sourceText, text);
      if (missing.length > 0) return `the numbers ${missing.join(', ')} of the source are missing`;
      return languageProblem(text, target) ?? lengthProblem(sourceText, source.language, text, target);
    },
  });
  const { title, summary, content } = answer.value;
  return {
    language: target,
    title,
    summary,
    content: typeof content === 'string' ? content : JSON.stringify(content),
    model: answer.model,
    promptVersion: PROMPT.version,
    sourceLanguage: source.language,
  };
}
