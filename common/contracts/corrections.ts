import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** The validation messages of a reader's error report; the dialog shows them translated, keyed by the field. */
export const ERROR_REPORT_ERRORS = {
  sentence: 'Please quote the sentence that is wrong',
  message: 'Please say what is wrong in at least 10 characters',
  email: 'Please enter a valid email address',
} as const;

/**
 * A reader's report of an error in a story (POST /api/error-reports): the sentence as the reader read it and
 * what is wrong with it; a name and an address only if the reader wants an answer.
 */
export const ErrorReportSchema = z.object({
  slug: z.string().trim().min(1).max(200),
  language: LanguageSchema,
  sentence: z.string().trim().min(3, ERROR_REPORT_ERRORS.sentence).max(2000),
  message: z.string().trim().min(10, ERROR_REPORT_ERRORS.message).max(5000),
  name: z.string().trim().max(120).optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email(ERROR_REPORT_ERRORS.email)]))
    .optional(),
  /** A field hidden from people; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

/** A correction shown under a story: when, and what was corrected, in the language the editor wrote it in. */
export const CorrectionSchema = z.object({
  id: z.number().int(),
  language: LanguageSchema,
  text: z.string(),
  correctedAt: z.iso.datetime(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

/** An editor's correction of a story (POST /api/admin/articles/{id}/corrections), answering a report or not. */
export const CorrectionInputSchema = z.object({
  language: LanguageSchema,
  text: z
    .string()
    .trim()
    .min(10, 'The correction must say what was corrected, in at least 10 characters')
    .max(2000),
  /** The reader's error report this correction answers: it is marked handled. */
  reportId: z.number().int().positive().optional(),
});
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>;

/** One line of the public list of corrections: the correction and the story it corrected. */
export const ListedCorrectionSchema = CorrectionSchema.extend({
  slug: z.string(),
  /** The story's title in the list's language, or the nearest language it has. */
  title: z.string(),
  titleLanguage: LanguageSchema,
});
export type ListedCorrection = z.infer<typeof ListedCorrectionSchema>;

export const CorrectionListSchema = z.object({ items: z.array(ListedCorrectionSchema) });
export type CorrectionList = z.infer<typeof CorrectionListSchema>;

export const CorrectionListQuerySchema = z.object({ language: LanguageSchema.default('en') });
