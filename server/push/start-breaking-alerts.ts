import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { DeliverPush } from './deliver-push.ts';
import { lazyVapidKeys } from './vapid-keys.ts';

/**
 * How often a server looks for breaking stories to alert: the pipeline marks stories breaking in whichever
 * process writes them (a worker, with PIPELINE_WORKERS), and an editor's change is checked at once.
 */
export const ALERT_CHECK_EVERY_MS = 30_000;

/** The running check: checkNow() runs one soon (after one under way), stop() ends them. */
export interface BreakingAlerts {
  checkNow(): void;
  stop(): Promise<void>;
}

/**
 * Starts the breaking-news alerts in a server process: every ALERT_CHECK_EVERY_MS, and whenever checkNow() is
 * called (an editor saved a story), one check at a time. Every server may run it: the claim in breaking_alerts
 * lets one of them send each alert.
 */
export function startBreakingAlerts(
  db: Database,
  logger: Logger,
  config: Pick<Config, 'vapid' | 'dataDir' | 'ingestAllowPrivateNetworks'>,
  everyMs = ALERT_CHECK_EVERY_MS,
): BreakingAlerts {
  // The sender (web-push) and its connection pool (undici) load with the first check, not with the server:
  // a site may never have a breaking story or a subscriber (server/startup-imports.test.ts).
  let delivery: Promise<DeliverPush & { close(): Promise<void> }> | null = null;
  const deliver: DeliverPush = async (details) => {
    delivery ??= import('./deliver-push.ts').then(({ createPushDelivery }) =>
      createPushDelivery({ allowPrivateNetworks: config.ingestAllowPrivateNetworks }),
    );
    return (await delivery)(details);
  };
  const vapidKeys = lazyVapidKeys(config);
  let running: Promise<unknown> = Promise.resolve();
  let queued = false;
  const check = () => {
    // A check asked for while one waits its turn is the same check.
    if (queued) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      try {
        const { sendBreakingAlerts } = await import('./send-breaking-alerts.ts');
        await sendBreakingAlerts({ db, logger, deliver, vapidKeys, vapidSubject: config.vapid.subject });
      } catch (error) {
        logger.warn({ err: error }, 'breaking-news alerts check failed');
      }
    });
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  return {
    checkNow: check,
    async stop() {
      clearInterval(timer);
      await running;
      if (delivery) await (await delivery).close();
    },
  };
}
