import { z } from './zod.ts';

const TextBlockSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  body: z.string().trim().min(1).max(20000),
});

/**
 * Structured article content: the spec's sections, stored as a JSON string in a translation's `content`.
 * Plain text content is any content that does not parse as this.
 */
export const StructuredContentSchema = z
  .object({
    experience: TextBlockSchema.optional(),
    mainContent: z
      .object({
        title: z.string().trim().min(1).max(200).optional(),
        sections: z
          .array(
            z.object({
              heading: z.string().trim().min(1).max(200),
              body: z.string().trim().min(1).max(20000),
            }),
          )
          .min(1)
          .max(12),
      })
      .optional(),
    interpretation: TextBlockSchema.optional(),
    perspective: TextBlockSchema.optional(),
    faq: z
      .object({
        title: z.string().trim().min(1).max(200).optional(),
        items: z
          .array(
            z.object({
              question: z.string().trim().min(1).max(500),
              answer: z.string().trim().min(1).max(5000),
            }),
          )
          .min(1)
          .max(12),
      })
      .optional(),
  })
  .strict()
  .refine(
    (c) => Boolean(c.experience ?? c.mainContent ?? c.interpretation ?? c.perspective ?? c.faq),
    'structured content needs at least one section',
  );

export type StructuredContent = z.infer<typeof StructuredContentSchema>;

/** Reads a translation's content as structured sections, or null when it is plain text. */
export function parseStructuredContent(content: string): StructuredContent | null {
  const trimmed = content.trimStart();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed = StructuredContentSchema.safeParse(JSON.parse(trimmed));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** All readable text of a content string, structured or plain, joined by blank lines (for counts and search). */
export function contentToPlainText(content: string): string {
  const c = parseStructuredContent(content);
  if (!c) return content;
  const parts: string[] = [];
  const block = (b?: { title?: string; body: string }) => b && parts.push(b.title ?? '', b.body);
  block(c.experience);
  if (c.mainContent) {
    parts.push(c.mainContent.title ?? '');
    for (const s of c.mainContent.sections) parts.push(s.heading, s.body);
  }
  block(c.interpretation);
  block(c.perspective);
  if (c.faq) {
    parts.push(c.faq.title ?? '');
    for (const q of c.faq.items) parts.push(q.question, q.answer);
  }
  return parts.filter(Boolean).join('\n\n');
}
