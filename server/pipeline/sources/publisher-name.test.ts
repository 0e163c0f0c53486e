import { describe, expect, it } from 'vitest';
import { publisherNameFromFeed } from './publisher-name.ts';

describe('publisherNameFromFeed', () => {
  it.each([
    ['Aktuell - FAZ.NET', 'http://www.faz.net/aktuell/', 'FAZ.NET'],
    ['World – The Indian Express', 'http://indianexpress.com/', 'The Indian Express'],
    ['WSJ.com: World News', 'http://online.wsj.com/page/2_0006.html', 'WSJ.com'],
    ['NYT > World News', 'https://www.nytimes.com/section/world', 'NYT'],
    ['NPR Topics: World', 'https://www.npr.org/sections/world/', 'NPR'],
    ['Thế giới - VnExpress RSS', 'https://vnexpress.net/the-gioi', 'VnExpress'],
    ['Le Monde.fr - Actualités et Infos en France et dans le monde', 'http://www.lemonde.fr/', 'Le Monde.fr'],
    ['Deutsche Welle', 'https://www.dw.com/english/', 'Deutsche Welle'],
    ['Jornal de Notícias - Últimas Notícias', 'http://www.jn.pt/', 'Jornal de Notícias'],
    ['BBC News', 'https://www.bbc.co.uk/news/world', 'BBC News'],
  ])('takes the part of "%s" that names its site', (title, siteUrl, name) => {
    expect(publisherNameFromFeed(title, siteUrl, 'https://feeds.example.org/rss')).toBe(name);
  });

  it('names the site by its domain when the title names a section or a slogan', () => {
    expect(publisherNameFromFeed('Asia', 'https://www.economist.com/asia', 'https://x.example/a.xml')).toBe(
      'economist.com',
    );
    expect(
      publisherNameFromFeed('All TPM News', 'http://talkingpointsmemo.com/', 'https://x.example/b.xml'),
    ).toBe('talkingpointsmemo.com');
  });

  it('keeps the title where there is nothing to compare it with, or the site hosts many writers', () => {
    expect(publisherNameFromFeed('리카넷', 'http://ricanet.com/', 'http://ricanet.com/rss.xml')).toBe(
      '리카넷',
    );
    expect(
      publisherNameFromFeed(
        'alphathinker님의 블로그',
        'http://blog.naver.com/alphathinker',
        'http://blog.naver.com/rss',
      ),
    ).toBe('alphathinker님의 블로그');
    expect(publisherNameFromFeed('World Desk', null, 'http://127.0.0.1:4400/newsroom/world-desk.xml')).toBe(
      'World Desk',
    );
    expect(publisherNameFromFeed(null, null, 'https://news.example.org/feed.xml')).toBe('example.org');
  });
});
