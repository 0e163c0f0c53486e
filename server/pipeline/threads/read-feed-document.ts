import { decodeDocument } from '../decode/decode-document.ts';
import { FeedParseError, parseFeed, type ParsedFeed } from '../parse/parse-feed.ts';

/** A feed as fetched. */
export interface FeedToRead {
  body: Uint8Array;
  contentType: string | null;
  /** The URL it came from after redirects: relative links resolve against it. */
  url: string;
}

/**
 * The feed in one shape, or why the document is no feed (said, not thrown: an error's class does not cross
 * from a thread, and "not a feed" is the source's failure where any other error is tried again).
 */
export type FeedReading = { feed: ParsedFeed } | { notAFeed: string };

/** Decodes and parses a fetched feed: pure CPU work, run in a thread by a pass inside the web process. */
export function readFeedDocument(document: FeedToRead): FeedReading {
  try {
    return { feed: parseFeed(decodeDocument(document.body, document.contentType).text, document.url) };
  } catch (error) {
    if (error instanceof FeedParseError) return { notAFeed: error.message };
    throw error;
  }
}
