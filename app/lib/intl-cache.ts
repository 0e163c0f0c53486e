/**
 * Intl formatters are costly to build (tens of microseconds each: ICU loads the locale's data) and cheap to
 * use, and a page formats hundreds of dates and names. Each is built once per language and options.
 */
const formatters = new Map<string, unknown>();

function memo<T>(kind: string, language: string, options: object, build: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  memo('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const relativeTimeFormat = (language: string, options: Intl.RelativeTimeFormatOptions) =>
  memo('relative', language, options, () => new Intl.RelativeTimeFormat(language, options));

export const displayNames = (language: string, options: Intl.DisplayNamesOptions) =>
  memo('names', language, options, () => new Intl.DisplayNames(language, options));

export const listFormat = (language: string, options: Intl.ListFormatOptions) =>
  memo('list', language, options, () => new Intl.ListFormat(language, options));
