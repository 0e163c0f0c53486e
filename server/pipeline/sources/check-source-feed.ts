import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedItems, sources } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { decodeDocument } from '../decode/decode-document.ts';
import { FEED_ACCEPT } from '../fetch/pipeline-fetch-policy.ts';
import { FetchFailure, type FetchedDocument, type SafeFetch } from '../fetch/safe-fetch.ts';
import { FeedParseError, parseFeed, type ParsedFeed } from '../parse/parse-feed.ts';
import { canonicalizeUrl } from '../stories/canonicalize-url.ts';
import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline-context.ts';

const MEGABYTE = 1024 * 1024;

/** What the editor reads under the feed field when a fetch fails, by reason; each says what to do next. */
function describeFetchFailure(failure: FetchFailure): string {
  switch (failure.reason) {
    case 'bad-url':
      return '가져올 수 없는 주소입니다. 사용자 정보 없이 http:// 또는 https://로 시작하는 피드 주소를 입력하세요';
    case 'private-address':
      return '내부 네트워크나 클라우드 메타데이터 주소는 가져오지 않습니다. 공개된 피드 주소를 입력하세요';
    case 'too-many-redirects':
      return '리디렉션이 너무 많아 피드에 닿지 못했습니다. 브라우저에서 열어 최종 주소를 확인해 입력하세요';
    case 'too-large':
      return `피드가 너무 큽니다(압축을 푼 크기 ${DEFAULT_PIPELINE_SETTINGS.feedMaxBytes / MEGABYTE}MB 초과). 분야별 피드처럼 더 작은 피드 주소를 입력하세요`;
    case 'timeout':
      return '서버가 제시간에 응답하지 않았습니다. 잠시 뒤 다시 저장하거나 주소를 확인하세요';
    case 'http-status':
      return `서버가 HTTP ${failure.status ?? '오류'}로 응답했습니다. 주소가 맞는지 브라우저에서 확인하세요`;
    case 'network':
      return /ENOTFOUND|EAI_AGAIN/.test(failure.message)
        ? '호스트 이름을 찾을 수 없습니다. 주소의 철자를 확인하세요'
        : `서버에 연결할 수 없습니다(${failure.message}). 주소와 포트를 확인하세요`;
  }
}

/** Why a document is no feed, for the editor: a web page gets a hint to look for its feed link. */
function describeNonFeed(document: FetchedDocument, text: string): string {
  const isWebPage = /html/i.test(document.contentType ?? '') || /^\s*(<!doctype html|<html)/i.test(text);
  return isWebPage
    ? '피드가 아니라 웹페이지입니다. 페이지에서 RSS·Atom 피드 링크를 찾아 그 주소를 입력하세요'
    : '피드로 읽을 수 없는 문서입니다. RSS, Atom 또는 JSON Feed 주소를 입력하세요';
}

/**
 * The form by which two feed URLs are the same feed: host without "www.", either scheme, no default port,
 * credentials, fragment or trailing slash, parameters sorted (unlike an article's URL, a feed's parameters all
 * count: ?feed=rss2 is the feed).
 */
export function feedIdentity(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim();
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port && url.port !== (url.protocol === 'https:' ? '443' : '80') ? `:${url.port}` : '';
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '';
  const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${host}${port}${path}${query.length ? `?${new URLSearchParams(query).toString()}` : ''}`;
}

/**
 * When a feed's content is another source's: at least SAME_ITEMS_MIN of its item links, and of them at least
 * SAME_ITEMS_SHARE already stored for that one source. The same feed under another host name (localhost and
 * 127.0.0.1, a mirror without a redirect) gives the same links; two section feeds of one publisher share a
 * few items, far from four in five.
 */
const SAME_ITEMS_MIN = 5;
const SAME_ITEMS_SHARE = 0.8;

/** The enabled source (other than `exceptSourceId`) whose stored items are most of the feed's, if one is. */
async function findSourceWithSameItems(
  db: Database,
  feed: ParsedFeed,
  exceptSourceId: number | undefined,
): Promise<{ name: string; feedUrl: string } | undefined> {
  // As the pipeline stores them (normalize-entry.ts): feed_items.url is the canonical link.
  const found = new Set<string>();
  for (const entry of feed.entries) {
    const url = entry.link ? canonicalizeUrl(entry.link) : null;
    if (url) found.add(url);
  }
  const links = [...found];
  if (links.length < SAME_ITEMS_MIN) return undefined;
  const [most] = await db
    .select({ name: sources.name, feedUrl: sources.feedUrl, shared: count() })
    .from(feedItems)
    .innerJoin(sources, eq(sources.id, feedItems.sourceId))
    .where(
      and(
        inArray(feedItems.url, links),
        eq(sources.enabled, true),
        exceptSourceId === undefined ? undefined : ne(sources.id, exceptSourceId),
      ),
    )
    .groupBy(sources.id)
    .orderBy(desc(count()))
    .limit(1);
  return most && most.shared >= SAME_ITEMS_SHARE * links.length ? most : undefined;
}

const refuse = (message: string) => new AppError('unprocessable', message, { field: 'feedUrl' });

/**
 * Fetches a feed an editor entered once, as the pipeline would (same policy, caps and parser), and refuses
 * with the reason what would only fail later: no answer, an error, a web page, an oversized or bomb body, or a
 * feed another source already reads under another address (same final URL after redirects, or most of its
 * items already stored for one enabled source: findSourceWithSameItems). Returns the URL
 * to store: the feed's new address when it moved for good (301, 308), else the URL as entered.
 */
export async function checkSourceFeed(
  db: Database,
  fetch: SafeFetch,
  feedUrl: string,
  exceptSourceId?: number,
): Promise<string> {
  let document: FetchedDocument;
  try {
    document = await fetch({
      url: feedUrl,
      accept: FEED_ACCEPT,
      maxBytes: DEFAULT_PIPELINE_SETTINGS.feedMaxBytes,
    });
  } catch (error) {
    if (error instanceof FetchFailure) throw refuse(describeFetchFailure(error));
    throw error;
  }
  const text = decodeDocument(document.body ?? new Uint8Array(), document.contentType).text;
  let feed: ParsedFeed;
  try {
    feed = parseFeed(text, document.url);
  } catch (error) {
    if (error instanceof FeedParseError) throw refuse(describeNonFeed(document, text));
    throw error;
  }

  const others = await db
    .select({ name: sources.name, feedUrl: sources.feedUrl })
    .from(sources)
    .where(exceptSourceId === undefined ? undefined : ne(sources.id, exceptSourceId));
  const identities = new Set([feedIdentity(feedUrl), feedIdentity(document.url)]);
  const duplicate = others.find((other) => identities.has(feedIdentity(other.feedUrl)));
  if (duplicate) {
    throw new AppError(
      'conflict',
      `이미 등록된 출처 「${duplicate.name}」와 같은 피드입니다(${duplicate.feedUrl}). 그 출처를 편집하세요`,
      { field: 'feedUrl' },
    );
  }
  const sameItems = await findSourceWithSameItems(db, feed, exceptSourceId);
  if (sameItems) {
    throw new AppError(
      'conflict',
      `이미 등록된 출처 「${sameItems.name}」(${sameItems.feedUrl})와 기사 대부분이 같은 피드입니다. 다른 주소로 제공되는 같은 피드라면 그 출처를 편집하세요`,
      { field: 'feedUrl' },
    );
  }
  return document.movedPermanentlyTo ?? feedUrl;
}
