/** Control characters: no reader types them, and PostgreSQL's text cannot hold U+0000 at all. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** What a reader searched for, as searched: control characters read as spaces, the ends trimmed. */
export function searchTerms(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ').trim();
}
