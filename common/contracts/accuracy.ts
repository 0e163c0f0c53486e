import { z } from './zod.ts';

/**
 * The measured accuracy of the site's written texts: of the sentences the accuracy check looked at over the
 * last `days` days (server/accuracy/measure-accuracy.ts, from text_checks), how many it found supported by
 * the story's reports. `share` is null when nothing was checked (no figure is shown then).
 */
export const AccuracyCountSchema = z.object({
  sentencesChecked: z.number().int().nonnegative(),
  sentencesSupported: z.number().int().nonnegative(),
  /** Supported / checked, 0..1; null with no checked sentence. */
  share: z.number().min(0).max(1).nullable(),
  textsChecked: z.number().int().nonnegative(),
  textsHeld: z.number().int().nonnegative(),
});
export type AccuracyCount = z.infer<typeof AccuracyCountSchema>;

export const AccuracyFiguresSchema = AccuracyCountSchema.extend({
  days: z.number().int().positive(),
  /** Per language of the checked text, every language that had a check in the window. */
  perLanguage: z.array(AccuracyCountSchema.extend({ language: z.string() })),
  /** Sentences checked by each method over the window. */
  byMethod: z.object({ rules: z.number().int().nonnegative(), model: z.number().int().nonnegative() }),
  /**
   * Checks over the window of texts whose story has no publisher report (the demo edition's, checked against
   * the story's own full text when it was loaded): the accuracy page says so whenever there are any.
   */
  textsCheckedWithoutReports: z.number().int().nonnegative(),
});
export type AccuracyFigures = z.infer<typeof AccuracyFiguresSchema>;
