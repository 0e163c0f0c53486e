import { openDatabase } from '#server/db/open-database.ts';
import { exitOnStartupError, loadConfigOrExit } from '#server/exit-on-startup-error.ts';

// npm run db:migrate: applies the SQL migrations in server/db/migrations to the configured database.
async function main(): Promise<void> {
  const database = await openDatabase(loadConfigOrExit());
  try {
    await database.migrate();
    console.log('Migrations applied.');
  } finally {
    await database.close();
  }
}

main().then(() => process.exit(0), exitOnStartupError);
