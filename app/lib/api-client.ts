/** An API answer that was not OK; its message is "status: body" as the spec's error catalogue says. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
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
    throw new ApiError(response.status, `${response.status}: ${body || response.statusText}`);
  }
  if (response.status === 204) return undefined as T; // no content
  return (await response.json()) as T;
}
