import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';
import { seedDatabase } from '../server/db/seed/seed-database.ts';

// npm run db:seed [-- --reset]: loads the demo edition where it is missing; --reset deletes every article first.
const reset = process.argv.includes('--reset');
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
  const result = await seedDatabase(database.db, { reset });
  console.log(
    `${reset ? 'Rebuilt' : 'Seeded'}: ${result.inserted} articles added, ${result.skipped} already there.`,
  );
} finally {
  await database.close();
}
process.exit(0);
