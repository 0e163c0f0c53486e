import { checkTextAccuracy } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import { checkComposedText } from '../accuracy/check-composed-story.ts';
import type { CheckedText } from '../accuracy/check-with-rewrite.ts';
import type { HoldReason } from '../clean/judge-report-text.ts';
import type { NewStory } from '../save-story.ts';
import { composeStory, holdReasonOf, type ComposableReport } from './compose-story.ts';

/** A new story told from its reports and checked by the rules, or why its reports cannot tell one. */
export type ComposedStory =
  { checked: CheckedText<NewStory>; imageUrl: string | null } | { held: HoldReason };

/** Why a story's reports cannot tell it: the reason of the report with most to say. */
function storyHoldReason(reports: ComposableReport[]): HoldReason {
  const longest = [...reports].sort((a, b) => b.text.length - a.text.length)[0]!;
  return holdReasonOf(longest) ?? 'title-only';
}

/**
 * Tells a new story from its reports without a model (composeStory) and checks it against them by the rules
 * (checkComposedText, rewritten once without an unsupported sentence): pure CPU work on the reports' texts, run
 * in a thread by a pass inside the web process.
 */
export async function composeCheckedStory(reports: ComposableReport[]): Promise<ComposedStory> {
  const story = composeStory(reports);
  if (!story) return { held: storyHoldReason(reports) };
  const { imageUrl, ...text } = story;
  return { checked: await checkComposedText(text, reports, checkTextAccuracy), imageUrl };
}
