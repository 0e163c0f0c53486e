/** The short list of error codes the API answers with, and their HTTP statuses. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  // Well-formed, but what it names cannot be used (a source's feed that does not answer or is no feed).
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An error meant for the client: its code picks the status, its message is shown as is, and its field (a dotted
 * path such as "article.slug") says which part of the request it is about, when one is.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly field: string | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; field?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.field = options?.field;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}
