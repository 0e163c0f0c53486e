/**
 * The query string of an API address from typed values ("?page=2&search=busan", or "" when every value is left
 * out): values that are undefined or empty are not sent, so the API's defaults apply.
 */
export function toQueryString(values: Record<string, string | number | boolean | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** An id as one segment of an API path. */
export const pathSegment = (id: number | string) => encodeURIComponent(String(id));
