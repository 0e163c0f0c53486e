import { describe, expect, it } from 'vitest';
import { isPersonalVoice, learnPersonalVoice, PERSONAL_VOICE_LIMIT } from './personal-voice.ts';

// Original lines in the voice of a diary and of a report.
describe('personal voice', () => {
  it.each([
    ['en', 'I finally tried the new ferry today and my coffee went cold on the deck.'],
    ['de', 'Heute habe ich endlich die neue Fähre ausprobiert, mein Kaffee wurde kalt.'],
    ['pt', 'Hoje eu finalmente peguei a balsa nova e meu café esfriou no convés.'],
    ['ko', '오늘 나는 드디어 새 여객선을 타 봤다. 커피가 금방 식었다.'],
    ['ja', '今日は新しいフェリーに乗ってみましたネ。楽しかった～♪'],
    ['hi', 'आज मैं पहली बार नई फ़ेरी पर गया।'],
  ])('hears the writer’s own voice (%s)', (language, text) => {
    expect(isPersonalVoice(text, language)).toBe(true);
  });

  it.each([
    ['en', '“I was on the deck when it happened,” a passenger told reporters on Monday.'],
    ['de', 'Die Fähre nahm am Montag den Betrieb wieder auf, teilte die Reederei mit.'],
    ['ko', '여객선 운항이 월요일부터 재개됐다고 해운사가 밝혔다.'],
    ['ja', 'フェリーの運航は月曜日に再開したと運航会社が発表した。'],
  ])('does not take a report, or a quoted "I", for it (%s)', (language, text) => {
    expect(isPersonalVoice(text, language)).toBe(false);
  });

  it('learns a feed’s voice from its items, and takes a feed that calls itself a blog at its word', () => {
    const diary = Array.from({ length: 6 }, (_, i) => ({
      text: `Day ${i}: I walked to the harbour and my dog chased the gulls again, as always.`,
    }));
    const news = Array.from({ length: 6 }, (_, i) => ({
      text: `The council approved plan number ${i} for the harbour on Monday, officials said.`,
    }));
    expect(
      learnPersonalVoice({ url: 'https://x.example/feed', title: 'Notes', items: diary }, 'en', null),
    ).toBe(1);
    expect(
      learnPersonalVoice({ url: 'https://x.example/feed', title: 'News', items: news }, 'en', null),
    ).toBe(0);
    expect(
      learnPersonalVoice({ url: 'https://x.example/feed', title: 'Anna’s blog', items: news }, 'en', null),
    ).toBe(1);
    // Too few items to judge keep what was known; later fetches blend with it.
    expect(
      learnPersonalVoice({ url: 'https://x.example/f', title: 'N', items: news.slice(0, 2) }, 'en', 0.5),
    ).toBe(0.5);
    expect(
      learnPersonalVoice({ url: 'https://x.example/f', title: 'N', items: diary }, 'en', 0),
    ).toBeGreaterThanOrEqual(PERSONAL_VOICE_LIMIT);
  });
});
