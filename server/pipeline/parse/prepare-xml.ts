const DOCTYPE = /<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi;
const BARE_AMPERSAND = /&(?!#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)/gi;
const CDATA = /(<!\[CDATA\[[\s\S]*?\]\]>)/g;
const ORIG_LINK = /<feedburner:origLink>\s*([^<\s][^<]*?)\s*<\/feedburner:origLink>/i;
const ITEM = /<item\b[\s\S]*?<\/item>/gi;

/**
 * Makes a publisher's XML safe and well formed before parsing. The DOCTYPE goes, and with it every
 * internal or external entity declaration, so no entity can fetch a file or expand a billion times. A bare
 * "&" (VnExpress writes one in an attribute) becomes "&amp;" outside CDATA sections, so the feed is read
 * instead of dropped. FeedBurner items get the publisher's own link back from feedburner:origLink.
 */
export function prepareXml(xml: string): string {
  const start = xml.indexOf('<');
  const body = (start > 0 ? xml.slice(start) : xml).replace(DOCTYPE, '');
  const escaped = body
    .split(CDATA)
    .map((part) => (part.startsWith('<![CDATA[') ? part : part.replace(BARE_AMPERSAND, '&amp;')))
    .join('');
  if (!escaped.includes('origLink')) return escaped;
  return escaped.replace(ITEM, (item) => {
    const original = ORIG_LINK.exec(item)?.[1];
    return original ? item.replace(/<link>[\s\S]*?<\/link>/i, `<link>${original}</link>`) : item;
  });
}
