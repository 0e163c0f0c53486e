import { createSafeFetch } from '#server/pipeline/fetch/safe-fetch.ts';

/** The pipeline's fetcher as tests run it: 127.0.0.1 only, where "localhost" also points. */
export const testFeedFetch = createSafeFetch({
  userAgent: 'TidingsBot/1.0 (+http://localhost:3000/en/about)',
  timeoutMs: 2000,
  maxRedirects: 5,
  isAddressAllowed: (address) => address === '127.0.0.1',
  resolveHost: async (hostname) => (hostname === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : []),
});
