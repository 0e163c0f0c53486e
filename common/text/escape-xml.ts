/**
 * Text made safe inside XML content and attribute values. Characters XML 1.0 forbids (most C0 controls, lone
 * surrogates, U+FFFE/U+FFFF) are dropped: one of them in a title would make the whole file unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/[<>&"']/g, (ch) => XML_ENTITIES[ch]!);
}

const XML_ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};
