import { parseArgs } from 'node:util';
import { z } from 'zod';
import { StartupError } from '#server/exit-on-startup-error.ts';

/** What npm run replay -- --help prints. */
export const USAGE = `Usage: npm run replay [-- options]

Replays publishers on 127.0.0.1 (generated feeds and pages, nothing from the internet) through the site as an
operator runs it on PostgreSQL: a new database, the web process and two workers (npm run worker). Prints items
per second, item-to-story latency, the share of unchanged polls answered 304, the workers' memory and the
database's growth per day, against the targets. Needs the built server (npm run build && npm run build:server).

  --speed N           the generator's clock runs N times as fast as the real one (default 1: real time)
  --minutes N         real minutes of publishing to measure (default 30)
  --drain-minutes N   real minutes at most to wait afterwards for the last items to reach their stories (default 10)
  --sources N         publishers (default 500)
  --items-per-day N   items all publishers together publish in a simulated day (default 60000)
  --history-hours N   simulated hours of items the feeds may list at the start, read before the
                      measured window (default 24)
  --history-items N   of those, the newest N of each feed at most (default 2: dates a schedule can
                      learn from, and a warm-up of minutes)
  --seed N            the world's seed: the same seed, the same publishers and items (default 1)
  --driver KIND       how sources get read: "schedule" (default): the workers read each source on its own
                      schedule (PIPELINE_WORKERS=1 for the web process, INGEST_INTERVAL=--pass-interval
                      for the workers); "passes": a pass of every source handed to the workers every
                      --pass-interval seconds (npm run ingest -- --queue), as before per-source schedules
  --pass-interval S   seconds: the workers' INGEST_INTERVAL (schedule), or between passes (passes);
                      default 60
  --postgres URL      a PostgreSQL server the replay may create a database on
                      (default postgres://postgres@127.0.0.1:5432/postgres)
  --write-docs        write the figures into docs/benchmarks.md ("Replay of 500 sources")
  --keep-database     leave the replay's database on the server at the end (its URL is printed), to query
                      the sources' schedules and the items afterwards; drop it yourself
  --help              this text`;

const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} takes a whole number from ${min} to ${max}` })
    .int(`${name} takes a whole number from ${min} to ${max}`)
    .min(min, `${name} takes a whole number from ${min} to ${max}`)
    .max(max, `${name} takes a whole number from ${min} to ${max}`);

const ArgsSchema = z.object({
  speed: z.coerce
    .number({ error: '--speed takes a number from 1 to 1440' })
    .min(1, '--speed takes a number from 1 to 1440')
    .max(1440, '--speed takes a number from 1 to 1440')
    .default(1),
  minutes: whole('--minutes', 1, 1440).default(30),
  'drain-minutes': whole('--drain-minutes', 0, 120).default(10),
  sources: whole('--sources', 1, 5000).default(500),
  'items-per-day': whole('--items-per-day', 1, 1_000_000).default(60_000),
  seed: whole('--seed', 1, 2 ** 31 - 1).default(1),
  'history-hours': whole('--history-hours', 0, 168).default(24),
  'history-items': whole('--history-items', 0, 1000).default(2),
  driver: z
    .enum(['passes', 'schedule'], { error: '--driver takes "passes" or "schedule"' })
    .default('schedule'),
  'pass-interval': whole('--pass-interval', 10, 3600).default(60),
  postgres: z
    .string()
    .regex(/^postgres(ql)?:\/\//, '--postgres takes a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/postgres'),
  'write-docs': z.boolean().default(false),
  'keep-database': z.boolean().default(false),
});
/** The replay's settings from its command line. */
export type ReplayArgs = z.infer<typeof ArgsSchema>;

/** The command line, checked: a wrong option or value is one line and the usage, exit 2. */
export function readReplayArgs(argv: string[]): ReplayArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        speed: { type: 'string' },
        minutes: { type: 'string' },
        'drain-minutes': { type: 'string' },
        sources: { type: 'string' },
        'items-per-day': { type: 'string' },
        seed: { type: 'string' },
        'history-hours': { type: 'string' },
        'history-items': { type: 'string' },
        driver: { type: 'string' },
        'pass-interval': { type: 'string' },
        postgres: { type: 'string' },
        'write-docs': { type: 'boolean' },
        'keep-database': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new StartupError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) return 'help';
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success)
    throw new StartupError(`${parsed.error.issues[0]?.message ?? 'bad arguments'}\n\n${USAGE}`, 2);
  if (parsed.data.driver === 'schedule' && parsed.data['pass-interval'] < 60)
    throw new StartupError(
      '--driver schedule takes a --pass-interval of 60 seconds or more (INGEST_INTERVAL)',
      2,
    );
  return parsed.data;
}
