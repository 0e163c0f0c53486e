import pg from 'pg';
import { cpuSecondsOf, sleep } from './server-process.ts';

// What PostgreSQL spent on a benchmark's database while a pass ran, to tell whether the database or the
// measured processes set the pace. PostgreSQL runs a backend process per connection: the backends connected
// to the pass's database are read from pg_stat_activity each second and their CPU time from /proc (the server
// must be on this machine). A backend that connects and ends between two samples is missed, so the figure is
// a floor; the pool connections of a worker or a pass live through it.

/** CPU seconds a process has used, or null once it has ended. */
function cpuSecondsIfRunning(pid: number): number | null {
  try {
    return cpuSecondsOf(pid);
  } catch {
    return null;
  }
}

export interface PostgresCpu {
  /** CPU seconds of the database's backends while watched (from when each was first seen, or its start). */
  cpuSeconds: number;
  /** Backends seen. */
  backends: number;
}

/** Watches the backends of the database `databaseUrl` names until `stop` is called. */
export async function watchPostgresCpu(databaseUrl: string): Promise<{ stop(): Promise<PostgresCpu> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let watching = true;
  let initial = true;
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const seconds = cpuSecondsIfRunning(pid);
      if (seconds === null) continue;
      // A backend already running when the watch began counts from then; a new one from its start.
      if (!first.has(pid)) first.set(pid, initial ? seconds : 0);
      last.set(pid, seconds);
    }
    initial = false;
  };
  await sample();
  const loop = (async () => {
    while (watching) {
      await sleep(1000);
      if (watching) await sample();
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      await sample();
      await client.end();
      let cpuSeconds = 0;
      for (const [pid, seconds] of last) cpuSeconds += seconds - first.get(pid)!;
      return { cpuSeconds, backends: last.size };
    },
  };
}

export interface StageFigures {
  name: string;
  jobs: number;
  /** Seconds its jobs ran, summed. */
  runSeconds: number;
  /** Mean seconds from being sent to being started. */
  meanWaitSeconds: number;
  /** Seconds from the pass's first job to this stage's last completion. */
  lastDoneAt: number;
}

/** Each job kind of a queued pass, from pg-boss's job table (kept a week, so all of this database's pass). */
export async function stageFigures(client: pg.Client): Promise<StageFigures[]> {
  const { rows } = await client.query<{
    name: string;
    jobs: string;
    run_seconds: number;
    mean_wait_seconds: number;
    last_done_at: number;
  }>(`
    with pass as (select min(created_on) as began from pgboss.job)
    select name, count(*) as jobs,
      coalesce(extract(epoch from sum(completed_on - started_on)), 0)::float8 as run_seconds,
      coalesce(extract(epoch from avg(started_on - created_on)), 0)::float8 as mean_wait_seconds,
      coalesce(extract(epoch from max(completed_on) - (select began from pass)), 0)::float8 as last_done_at
    from pgboss.job group by name order by last_done_at`);
  return rows.map((r) => ({
    name: r.name,
    jobs: Number(r.jobs),
    runSeconds: r.run_seconds,
    meanWaitSeconds: r.mean_wait_seconds,
    lastDoneAt: r.last_done_at,
  }));
}
