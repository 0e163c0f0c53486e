import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PipelineStatus, SourcesOverview } from '#common/contracts/sources.ts';
import { getPipelineStatus } from '../../lib/api/admin-sources.ts';

/** How often the pipeline's state is read while a pass runs. */
export const STATUS_POLL_MS = 3000;
/**
 * How often the whole overview (every source with its health: about 420 KB with the catalog's 628 sources) is
 * read again while a pass runs: with 30-second ticks one nearly always does.
 */
export const OVERVIEW_RELOAD_MS = 60_000;

/**
 * The sources overview as shown while a pass runs. Every STATUS_POLL_MS the pipeline's small status (whether a
 * pass runs, the last passes, the items by stage) is read and shown over the loaded overview; the whole
 * overview is read again every OVERVIEW_RELOAD_MS, and once when the pass has ended.
 */
export function useFollowedOverview(overview: SourcesOverview | null): SourcesOverview | null {
  const { revalidate } = useRevalidator();
  // A status read for an overview since replaced by a newer one is not shown over it.
  const [followed, setFollowed] = useState<{ of: SourcesOverview; status: PipelineStatus } | null>(null);
  const status = followed && followed.of === overview ? followed.status : null;
  const running = status?.passRunning ?? overview?.passRunning ?? false;
  const shownOverview = useRef(overview);
  useEffect(() => {
    shownOverview.current = overview;
  }, [overview]);

  useEffect(() => {
    if (!running) return;
    let reloadAt = Date.now() + OVERVIEW_RELOAD_MS;
    const timer = setInterval(() => {
      if (Date.now() >= reloadAt) {
        reloadAt = Date.now() + OVERVIEW_RELOAD_MS;
        void revalidate();
        return;
      }
      const of = shownOverview.current;
      getPipelineStatus()
        .then((read) => {
          if (!of) return;
          setFollowed({ of, status: read });
          if (!read.passRunning) void revalidate();
        })
        .catch(() => {
          // The next poll asks again; the overview shown stays.
        });
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, revalidate]);

  if (!overview) return null;
  return status ? { ...overview, ...status } : overview;
}
