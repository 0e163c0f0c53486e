import { describe, expect, it } from 'vitest';
import { guessCountry } from './guess-country.ts';
import { slugFromTitle, uniqueSlug } from './make-slug.ts';

describe('slugFromTitle', () => {
  it('transliterates every script and keeps slugs short and valid', () => {
    expect(slugFromTitle('Bank of England raises interest rates to 5.25%')).toBe(
      'bank-of-england-raises-interest-rates-to-5-25',
    );
    expect(slugFromTitle('한국은행, 기준금리 3.25%로 인하')).toBe('hangugeunhaeng-gijungeumli-3-25-lo-inha');
    expect(slugFromTitle('Hội đồng Nhân quyền LHQ')).toBe('hoi-dong-nhan-quyen-lhq');
    // Hindi as its readers spell it in Latin letters (romanize-hindi.ts), not consonants alone ("srkar").
    expect(slugFromTitle('सरकार ने नई नीति')).toBe('sarkar-ne-nai-niti');
    expect(slugFromTitle('चुनाव आयोग ने तारीख़ों का ऐलान किया')).toBe('chunav-ayog-ne-tarikhon-ka-ailan-kiya');
    expect(slugFromTitle('能登半島で震度5強の地震')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugFromTitle('A'.repeat(300)).length).toBeLessThanOrEqual(80);
    expect(slugFromTitle('!!!')).toBe('story-untitled');
    expect(slugFromTitle('Breaking')).toBe('story-breaking');
  });

  it('finds the first free slug', async () => {
    const taken = new Set(['quake', 'quake-2']);
    expect(await uniqueSlug('quake', async (s) => taken.has(s))).toBe('quake-3');
    expect(await uniqueSlug('flood', async (s) => taken.has(s))).toBe('flood');
  });
});

describe('guessCountry', () => {
  it('takes a country-code domain, else the language’s usual country', () => {
    expect(guessCountry(['https://www.yna.co.kr/rss'], null)).toBe('KR');
    expect(guessCountry(['https://feeds.bbci.co.uk/news/rss.xml'], 'en')).toBe('GB');
    expect(guessCountry(['https://g1.globo.com/rss/g1/'], 'pt')).toBe('BR');
    expect(guessCountry(['https://www.aajtak.in/rss'], 'hi')).toBe('IN');
  });

  it('takes the site’s domain when the feed is on a shared host, and the language when neither has a country', () => {
    expect(guessCountry(['https://feeds.feedburner.com/lemonde', 'https://www.lemonde.fr/'], 'fr')).toBe(
      'FR',
    );
    expect(guessCountry(['https://feeds.bbci.co.uk/news/rss.xml', 'https://www.example.com/'], 'en')).toBe(
      'GB',
    );
    expect(guessCountry(['http://127.0.0.1:4400/corpus/vnexpress.xml', null], 'vi')).toBe('VN');
  });

  it('passes over domains that are no ISO 3166-1 country, which an article could not be saved with', () => {
    expect(guessCountry(['https://euobserver.eu/rss'], 'en')).toBe('US');
    expect(guessCountry(['https://news.example.ac/feed'], 'fr')).toBe('FR');
  });
});
