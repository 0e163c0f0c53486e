import { describe, expect, it } from 'vitest';
import { countEnglishEquivalentWords } from '../../../common/text/count-words.ts';
import { splitSentences } from './split-sentences.ts';
import { summarizeExtractive, SUMMARY_MAX_WORDS } from './summarize-extractive.ts';

// Stories written for these tests: a lead that carries the news, details, a quote, and page clutter.
const STORIES = {
  en: {
    title: 'Harbour city opens floating solar farm on its drinking-water reservoir',
    text: `The city of Porto Vell opened a floating solar farm on its main drinking-water reservoir on Monday, covering a tenth of the lake with 12,000 panels that will supply the city's water treatment plant.

Officials said the panels would also slow evaporation during dry summers, when the reservoir has lost up to a fifth of its volume in recent years.

"We produce the power where we use it, and we keep more water in the lake," the mayor said at the opening.

The project cost 9 million euros and was paid for partly by a European climate fund.

Photo: City of Porto Vell. All rights reserved.

Sign up for our newsletter to get the morning briefing.`,
    expected: /floating solar farm on its main drinking-water reservoir/,
    excluded: /newsletter|All rights reserved/,
  },
  ko: {
    title: '항구 도시, 상수원 저수지에 수상 태양광 발전소 준공',
    text: `포르투벨 시가 월요일 주요 상수원 저수지에 수상 태양광 발전소를 준공했다. 패널 1만2천 장이 호수 면적의 10분의 1을 덮으며, 생산된 전기는 시의 정수장에 공급된다.

시 관계자들은 패널이 건조한 여름철 증발도 늦출 것이라고 설명했다. 최근 몇 년 동안 저수지는 여름마다 저수량의 최대 5분의 1을 잃었다.

시장은 준공식에서 "전기를 쓰는 곳에서 만들고, 호수에는 물을 더 남긴다"고 말했다.

사업비는 900만 유로로, 일부는 유럽 기후기금이 부담했다.

뉴스레터를 구독하고 아침 브리핑을 받아 보세요.`,
    expected: /수상 태양광 발전소를 준공했다/,
    excluded: /뉴스레터/,
  },
  ja: {
    title: '港湾都市、水源の貯水池に水上太陽光発電所を開設',
    text: `ポルトベル市は月曜日、主要な水源である貯水池に水上太陽光発電所を開設した。1万2000枚のパネルが湖面の1割を覆い、発電した電力は市の浄水場に供給される。

市の担当者によると、パネルは乾燥した夏の蒸発を抑える効果もある。近年、貯水池は夏ごとに貯水量の最大5分の1を失っていた。

市長は開所式で「電気を使う場所でつくり、湖にはより多くの水を残す」と述べた。

事業費は900万ユーロで、一部は欧州の気候基金が負担した。`,
    expected: /水上太陽光発電所を開設した/,
    excluded: /^$/,
  },
  hi: {
    title: 'बंदरगाह शहर ने पेयजल जलाशय पर तैरता सौर संयंत्र शुरू किया',
    text: `पोर्टो वेल शहर ने सोमवार को अपने मुख्य पेयजल जलाशय पर तैरता सौर संयंत्र शुरू किया। 12,000 पैनल झील के दसवें हिस्से को ढकते हैं और इनसे बनी बिजली शहर के जल शोधन संयंत्र को मिलेगी।

अधिकारियों ने कहा कि पैनल सूखी गर्मियों में वाष्पीकरण को भी धीमा करेंगे। हाल के वर्षों में जलाशय ने गर्मियों में अपनी क्षमता का पाँचवाँ हिस्सा तक खोया है।

उद्घाटन के मौके पर महापौर ने कहा, "हम बिजली वहीं बनाते हैं जहाँ उसका इस्तेमाल होता है, और झील में ज़्यादा पानी बचाते हैं।"

परियोजना पर 90 लाख यूरो खर्च हुए, जिसका कुछ हिस्सा एक यूरोपीय जलवायु कोष ने दिया।`,
    expected: /तैरता सौर संयंत्र शुरू किया।/,
    excluded: /^$/,
  },
} as const;

describe('summarizeExtractive', () => {
  for (const [language, story] of Object.entries(STORIES)) {
    it(`keeps the lead, stays within ${SUMMARY_MAX_WORDS} words and uses whole sentences (${language})`, () => {
      const summary = summarizeExtractive({ title: story.title, text: story.text, language });
      expect(summary).toMatch(story.expected);
      expect(summary).not.toMatch(story.excluded);
      expect(countEnglishEquivalentWords(summary, language)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
      const sentences = splitSentences(story.text, language);
      for (const sentence of splitSentences(summary, language)) expect(sentences).toContain(sentence);
    });
  }

  it('cuts a single over-long sentence at a word boundary rather than mid-word', () => {
    const long = `${'word '.repeat(90)}end.`;
    const summary = summarizeExtractive({ title: 'T', text: long, language: 'en' });
    expect(summary.endsWith('word…')).toBe(true);
    expect(countEnglishEquivalentWords(summary, 'en')).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
  });
});

describe('splitSentences', () => {
  it('does not split after abbreviations and initials', () => {
    expect(splitSentences('The U.S. Senate met. Dr. Lee spoke at 5 p.m. on Friday. It ended.', 'en')).toEqual(
      ['The U.S. Senate met.', 'Dr. Lee spoke at 5 p.m. on Friday.', 'It ended.'],
    );
  });

  it('splits Hindi at the danda and Japanese at 。, keeping opening quotes with their sentence', () => {
    expect(splitSentences('यह पहला वाक्य है। डॉ. शर्मा ने यह कहा।', 'hi')).toEqual([
      'यह पहला वाक्य है।',
      'डॉ. शर्मा ने यह कहा।',
    ]);
    expect(splitSentences('計画を発表した。「良い」と述べた。', 'ja')).toEqual([
      '計画を発表した。',
      '「良い」と述べた。',
    ]);
  });
});
