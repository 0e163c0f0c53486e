import { UNSAFE_ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from './entry.server.tsx';

/** A request's logger that keeps what it is given. */
function recordingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const log = (details: Record<string, unknown>, message: string) => lines.push({ details, message });
  return { lines, logger: { error: log, warn: log } };
}

describe("a page's server error", () => {
  it("is logged through the request's logger, with the address", () => {
    const { lines, logger } = recordingLogger();
    const error = new Error('The database is unavailable');
    handleError(error, {
      request: new Request('http://localhost/en'),
      params: {},
      context: { logger } as never,
    });
    expect(lines).toEqual([
      { details: { err: error, url: 'http://localhost/en' }, message: 'a page failed on the server' },
    ]);
  });

  it('is not logged when the reader left before the answer', () => {
    const { lines, logger } = recordingLogger();
    const leaving = new AbortController();
    leaving.abort();
    const request = new Request('http://localhost/en', { signal: leaving.signal });
    handleError(new Error('aborted'), { request, params: {}, context: { logger } as never });
    expect(lines).toEqual([]);
  });

  it('logs the error React Router made an answer of, not the answer', () => {
    const { lines, logger } = recordingLogger();
    const error = new Error('A loader failed');
    const answer = new UNSAFE_ErrorResponseImpl(500, 'Internal Server Error', error, true);
    handleError(answer, {
      request: new Request('http://localhost/x'),
      params: {},
      context: { logger } as never,
    });
    expect(lines[0]?.details.err).toBe(error);
  });
});
