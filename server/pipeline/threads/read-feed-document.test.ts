import { describe, expect, it } from 'vitest';
import { readFeedDocument } from './read-feed-document.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const item = (title: string, text: string, n: number) =>
  `<item><title>${title}</title><link>https://port.test/${n}</link><description>${text}</description></item>`;

function read(channel: string, language: 'fr' | null = null) {
  return readFeedDocument({
    body: bytes(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>Le Port</title>${channel}</channel></rss>`,
    ),
    contentType: 'application/rss+xml',
    url: 'https://port.test/feed.xml',
    fetchedAt: new Date('2026-11-24T12:00:00Z'),
    source: { language, feedUrl: 'https://port.test/feed.xml', repeatedPhrases: [], personalVoice: null },
  });
}

describe('readFeedDocument', () => {
  const french = [
    item(
      'Le port rouvre après la tempête',
      'Les équipes ont dégagé les quais pendant toute la nuit de lundi.',
      1,
    ),
    item(
      'La mairie vote le budget des écoles',
      'Le conseil municipal a adopté le budget à une large majorité.',
      2,
    ),
    item(
      'Grève des ferries : le trafic reprend',
      'Les traversées vers les îles reprennent mardi matin, selon la compagnie.',
      3,
    ),
  ].join('');

  it('tells the language of a feed that names none, by most of its items, as the source learns its country by it', () => {
    expect(read(french)).toMatchObject({ language: 'fr' });
  });

  it('prefers the source’s language, then the feed’s own tag', () => {
    expect(read(`<language>pt-BR</language>${french}`)).toMatchObject({ language: 'pt' });
    expect(read(`<language>pt-BR</language>${french}`, 'fr')).toMatchObject({ language: 'fr' });
  });
});
