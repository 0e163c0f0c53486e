import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

// npm run db:migrate: applies the SQL migrations in server/db/migrations to the configured database.
const database = await openDatabase(loadConfig()).catch(exitOnStartupError);
try {
  await database.migrate();
  console.log('Migrations applied.');
} finally {
  await database.close();
}
process.exit(0);
