import type { ErrorBody } from '#common/contracts/errors.ts';

/**
 * An API answer that was not OK; its message is "status: body" as the spec's error catalogue says. When the body
 * is the API's error shape, `reason` holds the server's own words and `field` the part of the request they are
 * about ("article.country", "thumbnail").
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly reason: string | undefined;
  readonly field: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    body?: string,
  ) {
    super(message);
    const parsed = readErrorBody(body);
    this.reason = parsed?.message;
    this.field = parsed?.field;
  }
}

/** The API's `{ error, message, field? }` from a body, when it is that. */
function readErrorBody(body: string | undefined): ErrorBody | undefined {
  try {
    const value = JSON.parse(body ?? '') as Partial<ErrorBody> | null;
    if (typeof value?.message !== 'string' || value.message === '') return undefined;
    return {
      error: String(value.error),
      message: value.message,
      ...(typeof value.field === 'string' ? { field: value.field } : {}),
    };
  } catch {
    return undefined;
  }
}

/** GETs or POSTs JSON from the site's API; a non-OK answer throws ApiError("<status>: <body or status text>"). */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
      ...init?.headers,
    },
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${body || response.statusText}`, body);
  }
  if (response.status === 204) return undefined as T; // no content
  return (await response.json()) as T;
}
