import { describe, expect, it } from 'vitest';
import { findNames, normaliseName, profileStory, storyNames } from './reading-history-profile.ts';

describe('findNames', () => {
  it('finds runs of capitalised words, with the small words that join a name, and acronyms', () => {
    expect(
      findNames(
        'Shortly after midnight, the control room at the Cerro Verdeluna Observatory fell silent. ' +
          'The Bank of England and NASA said nothing, according to Valentina Orrego.',
        'en',
      ),
    ).toEqual([
      'Cerro Verdeluna Observatory',
      'The Bank of England',
      'Bank of England',
      'NASA',
      'Valentina Orrego',
    ]);
  });

  it('takes a sentence’s first word alone only where the text capitalises it within a sentence too', () => {
    expect(findNames('Fishermen were rescued.', 'en')).toEqual([]);
    // It may begin a name: the run is kept with it and without it.
    expect(findNames('Central Bank of Nigeria acts.', 'en')).toEqual([
      'Central Bank of Nigeria',
      'Bank of Nigeria',
    ]);
    expect(findNames('Nepal beat the Netherlands. Fans in Nepal cheered.', 'en')).toEqual([
      'Nepal',
      'Netherlands',
      'Nepal',
    ]);
  });

  it('leaves out single capitalised words in German, where every noun is capitalised, but keeps runs', () => {
    expect(
      findNames('In der Wüste sahen Astronomen das Objekt bei der Sternwarte Cerro Verdeluna.', 'de'),
    ).toEqual(['Sternwarte Cerro Verdeluna']);
  });

  it('finds only the Latin-script names of a Korean, Japanese or Hindi text, and guesses nothing else', () => {
    expect(findNames('칠레 천문대가 성간 천체를 확인했다. NASA도 관측에 나섰다.', 'ko')).toEqual(['NASA']);
    expect(findNames('チリの天文台が恒星間天体を確認した。', 'ja')).toEqual([]);
    expect(findNames('चिली की वेधशाला ने पुष्टि की।', 'hi')).toEqual([]);
  });
});

describe('storyNames and profileStory', () => {
  it('leaves out country abbreviations and currencies, which name no one a reader follows', () => {
    const story = {
      translations: [
        {
          language: 'en' as const,
          title: 'Musical shot in Dakar for 400,000 US dollars tops the box office',
          summary: 'Screenings in the EU and at the UN follow, said Aminata Diallo.',
        },
      ],
    };
    expect(storyNames(story)).toEqual(['dakar', 'aminata diallo']);
  });

  it('normalises names: no accents, possessives, dots or capitals', () => {
    expect(normaliseName('Yaoundé')).toBe('yaounde');
    expect(normaliseName('Nigeria’s')).toBe('nigeria');
    expect(normaliseName('U.N.')).toBe('un');
  });

  it('profiles a story from its filing and the names of every language it came with, once each', () => {
    const profile = profileStory({
      slug: 'cacao',
      category: 'economy',
      country: 'br',
      originalLanguage: 'pt',
      translations: [
        {
          language: 'ko',
          title: '브라질 아마존 카카오 협동조합, 유럽과 직거래',
          summary: '협동조합들이 유럽 초콜릿 업체와 계약을 맺었다.',
        },
        {
          language: 'en',
          title: 'Amazon cacao cooperatives in Brazil sign deals',
          summary: 'Growers in Pará signed contracts with chocolate makers in Belgium on Monday.',
        },
      ],
    });
    expect(profile).toEqual({
      slug: 'cacao',
      category: 'economy',
      country: 'BR',
      language: 'pt',
      // "Amazon" opens the title and is capitalised nowhere else: it may be any word there.
      names: ['brazil', 'para', 'belgium'],
    });
  });

  it('keeps at most 16 names of a story', () => {
    const summary = Array.from({ length: 30 }, (_, i) => `Town${String.fromCharCode(65 + i)}`).join(' and ');
    expect(
      storyNames({ translations: [{ language: 'en', title: 'x', summary: `It reached ${summary}.` }] }),
    ).toHaveLength(16);
  });
});
