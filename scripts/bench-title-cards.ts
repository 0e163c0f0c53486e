import sharp from 'sharp';
import { createImageVariants } from '#server/images/create-image-variants.ts';
import {
  renderTitleCard,
  renderTitleCardImage,
  type TitleCardContent,
} from '#server/images/render-title-card.ts';

// node --import tsx scripts/bench-title-cards.ts [N]: the CPU of drawing an article's stored title card (what the
// draw-title-card job spends on each story without a picture), the way it is drawn now (renderTitleCardImage)
// against the way it was before: the card drawn as a PNG, then cut into the four sizes like an upload
// (createImageVariants: a full decode to check it, the `attention` crop, the 1200x630 encoded twice, WebP effort 4).
// Both ways run on the same card one after the other, in turn first, and CPU time (process.cpuUsage, every
// thread) is compared pair by pair, so the figures hold on a machine others are loading.

const count = Number(process.argv[2] ?? 30);
const titles = [
  ["Council approves a new budget for the city's schools and roads", 'en'],
  ['시의회, 학교와 도로 예산 승인', 'ko'],
  ['市議会が学校と道路の予算を承認', 'ja'],
  ['नगर परिषद ने स्कूलों और सड़कों के बजट को मंजूरी दी', 'hi'],
] as const;
const categories = ['world', 'business', 'technology', 'science'];
const cards: TitleCardContent[] = Array.from({ length: count }, (_, i) => ({
  title: `${titles[i % 4]![0]} ${i}`,
  language: titles[i % 4]![1],
  category: categories[Math.floor(i / 4) % 4]!,
  label: 'World',
  siteName: 'Tidings',
}));

const drawBefore = (card: TitleCardContent) => renderTitleCard(card).then(createImageVariants);
const drawNow = (card: TitleCardContent) => renderTitleCardImage(card);
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

await drawBefore(cards[0]!); // fonts and libvips loaded before anything is timed
await drawNow(cards[0]!);
const before: number[] = [];
const now: number[] = [];
const bytes = { before: 0, now: 0 };
for (const [i, card] of cards.entries()) {
  for (const way of i % 2 === 0 ? (['before', 'now'] as const) : (['now', 'before'] as const)) {
    const start = cpuMs();
    const image = await (way === 'before' ? drawBefore : drawNow)(card);
    (way === 'before' ? before : now).push(cpuMs() - start);
    bytes[way] += image.variants.reduce((sum, v) => sum + v.bytes.length, 0);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratios = now.map((ms, i) => ms / before[i]!);
console.log(
  `${count} cards, CPU per card (process.cpuUsage, user + system), libvips threads ${sharp.concurrency()}`,
);
console.log(`before: median ${median(before).toFixed(0)} ms; now: median ${median(now).toFixed(0)} ms`);
console.log(
  `now / before, pair by pair: median ${median(ratios).toFixed(2)}, ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}`,
);
console.log(
  `stored per card: before ${(bytes.before / count / 1024).toFixed(1)} KiB, now ${(bytes.now / count / 1024).toFixed(1)} KiB`,
);
