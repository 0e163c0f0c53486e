/** Two stories are one event's only when published within this long of each other: "a couple of days". */
export const SAME_EVENT_HOURS = 48;

/** An article as related articles are chosen among: its texts in the languages that can be compared and shown. */
export interface RelatedCandidate {
  id: number;
  category: string;
  publishedAt: number;
  originalLanguage: string;
  texts: Map<string, { title: string; summary: string }>;
}
