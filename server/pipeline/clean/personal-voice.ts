/** A source whose items are this often in a personal voice is a personal site: its posts are not news. */
export const PERSONAL_VOICE_LIMIT = 0.35;
/** Items with text a feed needs before its voice is judged (a few posts say little). */
const MIN_ITEMS = 4;

// The writer's own "I" in each language, outside quotations: news reports quote people saying "I", they do
// not say it themselves.
const FIRST_PERSON: Record<string, RegExp> = {
  en: /\b(?:I|I'm|I’m|I've|I’ve|I'd|I’d|I'll|I’ll)\b|\b(?:my|me|mine)\b/u,
  de: /\b(?:ich|mich|mir|mein|meine|meinen|meinem|meiner)\b/iu,
  fr: /\b(?:je|moi|mon)\b|\bj['’]/iu,
  es: /\b(?:yo|mi|mis|conmigo)\b/iu,
  pt: /\b(?:eu|meu|minha|meus|minhas|comigo)\b/iu,
  tr: /(?:^|\s)(?:ben|benim|bana|beni)(?=\s|[.,!?]|$)/iu,
  id: /\b(?:saya|aku)\b/iu,
  vi: /(?:^|\s)(?:tôi|mình)(?=\s|[.,!?]|$)/iu,
  hi: /(?:मैं|मेरा|मेरी|मेरे|मुझे)/u,
  ko: /(?:나는|내가|저는|제가|저의|나의|저도|나도)/u,
  ja: /(?:私|僕|俺|わたし|あたし|ボク|オレ)/u,
};
// A diary's tone: exclamations, notes, waves and laughs that no news report writes.
const CASUAL_MARK =
  /[!！]{2,}|[♪☆★♡♥]|[～〜]{1,}|・・・|ㅋㅋ|ㅎㅎ|\^\^|:\)|(?:^|[^\p{L}])w{2,}(?:$|[^\p{L}])|[ネヨ][。！!]/gu;
const QUOTED = /“[^”]*”|"[^"]*"|«[^»]*»|„[^“”]*[“”]|「[^」]*」|『[^』]*』|‘[^’]*’/gu;
// A feed that calls itself a blog or a diary, or lives on a blog host.
const BLOG =
  /\bblog|블로그|ブログ|日記|\bdiary\b|\btagebuch\b|\bdiário\b|\bdiario personal\b|tistory\.|blogspot\.|wordpress\.com|livejournal\.|hatena|ameblo\.|note\.com|substack\.com|medium\.com/iu;

/** Tells whether one item's text is in a personal voice: its writer's "I", or a diary's marks. */
export function isPersonalVoice(text: string, language: string): boolean {
  const unquoted = text.replace(QUOTED, ' ');
  if (FIRST_PERSON[language]?.test(unquoted)) return true;
  return (unquoted.match(CASUAL_MARK)?.length ?? 0) >= 2;
}

/**
 * The share of a feed's items in a personal voice, blended with what earlier fetches found (a feed of few
 * items says little at a time); 1 for a feed that calls itself a blog. Null when there is too little to judge.
 */
export function learnPersonalVoice(
  feed: { url: string; title: string | null; items: ReadonlyArray<{ text: string }> },
  language: string,
  previous: number | null,
): number | null {
  if (BLOG.test(feed.url) || BLOG.test(feed.title ?? '')) return 1;
  const withText = feed.items.filter((item) => item.text.trim().length > 40);
  if (withText.length < MIN_ITEMS) return previous;
  const share = withText.filter((item) => isPersonalVoice(item.text, language)).length / withText.length;
  return previous === null ? share : (previous + share) / 2;
}
