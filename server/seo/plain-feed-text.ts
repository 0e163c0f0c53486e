/** U+2060 WORD JOINER: no width, no glyph, no line break; neither a letter nor an HTML name character. */
export const WORD_JOINER = '\u2060';

/** A "<" that opens markup: a tag, a comment or an instruction in HTML ("<b", "</", "<!", "<?"), "<>" in SGML. */
const TAG_OPEN = /<(?=[\p{L}/!?>])/gu;
/** An "&" that starts a character reference in HTML ("&amp;", "&copy", "&#60;") or in feedparser's sniff. */
const REFERENCE_START = /&(?=[\p{L}\p{N}_#])/gu;

/**
 * A feed's plain text (a title, a summary) written so that no reader can take any of it for markup, reading the
 * same to a human: a word joiner follows each "<" or "&" that would open a tag or a character reference.
 *
 * RSS has no way to say that a title is text, and readers guess: Python's feedparser reads RSS titles as HTML when
 * they hold a closing tag or an entity ("</b>", "&amp;") and RSS descriptions as HTML always, then sanitizes them,
 * losing text; node-feedparser strips tags from every title, Atom's type="text" ones included; and
 * @rowanmanning/feed-parser decodes entities in every text, Atom's included. Escaping cannot help (the RSS Best
 * Practices Profile's "&#x3C;" reaches each of them as the same "<"), so the text itself must not look like markup.
 * An invisible joiner keeps every character as written, where look-alike brackets would change what is seen;
 * the original is the text without the joiners that follow "<" and "&".
 */
export function plainFeedText(text: string): string {
  return text.replace(TAG_OPEN, `<${WORD_JOINER}`).replace(REFERENCE_START, `&${WORD_JOINER}`);
}
