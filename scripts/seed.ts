import { openDatabase } from '#server/db/open-database.ts';
import { exitOnStartupError, loadConfigOrExit } from '#server/exit-on-startup-error.ts';
import { seedDatabase } from '#server/db/seed/seed-database.ts';

// npm run db:seed [-- --reset]: loads the demo edition where it is missing; --reset deletes every article first.
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const database = await openDatabase(loadConfigOrExit());
  try {
    await database.migrate();
    const result = await seedDatabase(database.db, { reset });
    console.log(
      `${reset ? 'Rebuilt' : 'Seeded'}: ${result.inserted} articles added, ${result.skipped} already there.`,
    );
  } finally {
    await database.close();
  }
}

main().then(() => process.exit(0), exitOnStartupError);
