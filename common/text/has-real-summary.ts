/** A text's letters and digits, lower-cased: what is left of a headline or summary once punctuation goes. */
function letters(text: string): string {
  return text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether a summary tells the reader something: it is not empty and is not the headline again (the same
 * words with other punctuation, or a piece of it). A card made of a headline alone is no story to lead with.
 */
export function hasRealSummary(title: string, summary: string): boolean {
  const said = letters(summary);
  return said !== '' && !letters(title).includes(said);
}
