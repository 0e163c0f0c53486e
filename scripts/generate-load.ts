import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';
import { generateArticles } from './load/generate-articles.ts';

// npm run db:generate-load -- --articles 100000: fills the configured database (DATABASE_URL, or the embedded
// one in DATA_DIR) with that many articles in all 11 languages, for measuring search and lists at scale
// (npm run bench:scale). It refuses a database that already has articles.
const { values } = parseArgs({
  options: { articles: { type: 'string', default: '10000' }, days: { type: 'string', default: '365' } },
});
const count = Number(values.articles);
const days = Number(values.days);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error(`--articles takes 1 to 1000000, not "${values.articles}"`);
  process.exit(2);
}
if (!Number.isInteger(days) || days < 1 || days > 3650) {
  console.error(`--days takes 1 to 3650, not "${values.days}"`);
  process.exit(2);
}
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return exitOnStartupError(error);
  }
})();
const database = await openDatabase(config).catch(exitOnStartupError);
try {
  await database.migrate();
  let shown = 0;
  const result = await generateArticles(database.db, count, {
    days,
    onProgress: (done) => {
      if (done - shown >= 10_000 || done === count) {
        shown = done;
        process.stdout.write(`\r${done} of ${count} articles`);
      }
    },
  });
  console.log(
    `\n${result.articles} articles and ${result.translations} translations in ${result.seconds.toFixed(0)} s (${database.kind}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
