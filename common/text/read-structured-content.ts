import type { StructuredContent } from '../contracts/structured-content.ts';

// The browser reads structured content without zod (to keep it out of the page bundle). It accepts what
// StructuredContentSchema accepts; a test holds the two together.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const optionalText = (v: unknown) => v === undefined || isText(v);

function isBlock(v: unknown): boolean {
  return isObject(v) && isText(v.body) && optionalText(v.title);
}

function isList(v: unknown, itemKeys: [string, string]): boolean {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every((i) => isObject(i) && isText(i[itemKeys[0]]) && isText(i[itemKeys[1]]))
  );
}

const KEYS = ['experience', 'mainContent', 'interpretation', 'perspective', 'faq'];

/** Reads a translation's content as structured sections, or null when it is plain text. */
export function readStructuredContent(content: string): StructuredContent | null {
  const trimmed = content.trimStart();
  if (!trimmed.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (
    !isObject(value) ||
    Object.keys(value).length === 0 ||
    Object.keys(value).some((k) => !KEYS.includes(k))
  )
    return null;
  const { experience, mainContent, interpretation, perspective, faq } = value;
  if (experience !== undefined && !isBlock(experience)) return null;
  if (interpretation !== undefined && !isBlock(interpretation)) return null;
  if (perspective !== undefined && !isBlock(perspective)) return null;
  if (
    mainContent !== undefined &&
    !(
      isObject(mainContent) &&
      optionalText(mainContent.title) &&
      isList(mainContent.sections, ['heading', 'body'])
    )
  )
    return null;
  if (
    faq !== undefined &&
    !(isObject(faq) && optionalText(faq.title) && isList(faq.items, ['question', 'answer']))
  )
    return null;
  return value as StructuredContent;
}
