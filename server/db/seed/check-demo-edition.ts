import { contentToPlainText } from '#common/contracts/structured-content.ts';
import type { Language } from '#common/languages.ts';
import {
  checkTextAccuracy,
  type AccuracyVerdict,
  type TextUnderCheck,
} from '../../ai/checks/accuracy/check-text-accuracy.ts';
import type { DemoArticle } from './load-demo-edition.ts';

/** One demo text under the accuracy check: which text it is, and what it is checked against. */
export interface DemoTextUnderCheck {
  language: Language;
  textKind: 'original' | 'translation';
  text: TextUnderCheck;
}

/**
 * The demo edition's texts as the accuracy check reads them. The demo has no publisher reports, so its texts
 * are checked against the story's own full text: the original-language headline and summary against the
 * original body, and each translation (headline, summary and body) against the original text (its headline,
 * summary and body).
 */
export function demoTextsUnderCheck({ article, translations }: DemoArticle): DemoTextUnderCheck[] {
  const original = translations.find((t) => t.language === article.originalLanguage);
  if (!original) return [];
  const body = contentToPlainText(original.content);
  return [
    {
      language: original.language as Language,
      textKind: 'original',
      text: {
        language: original.language as Language,
        title: original.title,
        summary: original.summary,
        content: '',
        reports: [{ language: original.language as Language, title: '', text: body }],
      },
    },
    ...translations
      .filter((t) => t !== original)
      .map((t) => ({
        language: t.language as Language,
        textKind: 'translation' as const,
        text: {
          language: t.language as Language,
          title: t.title,
          summary: t.summary,
          content: t.content,
          reports: [
            {
              language: original.language as Language,
              title: original.title,
              text: `${original.summary}\n\n${body}`,
            },
          ],
        },
      })),
  ];
}

/** Each demo text of an article with its verdict by the rules (no model). */
export async function checkDemoArticle(
  demo: DemoArticle,
): Promise<Array<DemoTextUnderCheck & { verdict: AccuracyVerdict }>> {
  const checked = [];
  for (const text of demoTextsUnderCheck(demo))
    checked.push({ ...text, verdict: await checkTextAccuracy(text.text, null) });
  return checked;
}
