import type { PageLogLevel, PageServiceCall, PageSiteSettings } from './page-services.ts';

// What the main thread and a render thread say to each other (server/http/render-threads.ts, render-thread.ts).

/** What a render thread starts with. */
export interface RenderThreadData {
  /**
   * A module whose loadDocumentHandler(buildEntry, mode, extraOrigins) the thread draws with: the site's own
   * (./document-handler) unless a test gives another.
   */
  handlerModule?: string | undefined;
  buildEntry: string;
  mode: 'production' | 'development';
  site: PageSiteSettings;
  extraOrigins: string[];
}

export interface ErrorDescription {
  name: string;
  message: string;
  stack?: string | undefined;
}

/** Messages the main thread sends a render thread: a page to draw, and answers to its service calls. */
export type ToRenderThread =
  | { type: 'draw'; job: number; url: string; method: string; headers: [string, string][] }
  | { type: 'answer'; call: number; value: unknown }
  | { type: 'refusal'; call: number; error: ErrorDescription };

/**
 * Messages a render thread sends: ready, a service call or a log line for a drawing, a drawn answer or a failure.
 */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'call'; job: number; call: number; service: PageServiceCall; args: unknown[] }
  | { type: 'log'; job: number; level: PageLogLevel; details: Record<string, unknown>; message: string }
  | {
      type: 'drawn';
      job: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'failed'; job: number; error: ErrorDescription };

/** An error as a message carries it (its class does not cross threads). */
export function describeError(error: unknown): ErrorDescription {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };
}

/** The error a message described, thrown again on this side. */
export function reviveError({ name, message, stack }: ErrorDescription): Error {
  return Object.assign(new Error(message), { name, ...(stack === undefined ? {} : { stack }) });
}
