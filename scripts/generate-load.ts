import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/open-database.ts';
import { exitOnStartupError, loadConfigOrExit, StartupError } from '#server/exit-on-startup-error.ts';
import { generateArticles } from './load/generate-articles.ts';

// npm run db:generate-load -- --articles 100000: fills the configured database (DATABASE_URL, or the embedded
// one in DATA_DIR) with that many articles in all 11 languages, for measuring search and lists at scale
// (npm run bench:scale). It refuses a database that already has articles.
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { articles: { type: 'string', default: '10000' }, days: { type: 'string', default: '365' } },
  });
  const count = Number(values.articles);
  const days = Number(values.days);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new StartupError(`--articles takes 1 to 1000000, not "${values.articles}"`, 2);
  }
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new StartupError(`--days takes 1 to 3650, not "${values.days}"`, 2);
  }
  const database = await openDatabase(loadConfigOrExit());
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
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupError);
