import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { siteSettings } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { CONTENT_CHANNEL } from '../cache/content-changes.ts';
import {
  SITE_SETTING_KEYS,
  SiteSettingsSchema,
  type SiteSettingKey,
  type SiteSettings,
} from '#common/contracts/site-settings.ts';

/**
 * The word a settings change adds to the content-change notification (decision 008): `everything` clears the
 * response cache, since every page's footer shows the social links; `settings` clears the settings kept below,
 * in this process and in every other server listening to the same PostgreSQL.
 */
const SETTINGS_CHANGED = 'everything settings';

/** The stored settings of each database, read once and kept until a change is announced. */
const kept = new WeakMap<Database, Promise<SiteSettings>>();

/**
 * The settings the admin stored. A row whose value no longer passes the schema (written by hand, or by an
 * older version) is left out rather than shown unchecked.
 */
export async function readStoredSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  const settings: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    if (!(SITE_SETTING_KEYS as string[]).includes(key)) continue;
    const field = SiteSettingsSchema.shape[key as SiteSettingKey].safeParse(value);
    if (field.success && field.data !== undefined) settings[key] = field.data;
  }
  return settings as SiteSettings;
}

/**
 * The settings pages show: what the admin stored, with what the environment fixes (SITE_SETTINGS) over it.
 * Read from the database once per change, so a page costs no query for them.
 */
export async function readSiteSettings(db: Database, fixed: SiteSettings): Promise<SiteSettings> {
  let stored = kept.get(db);
  if (!stored) {
    stored = readStoredSettings(db);
    kept.set(db, stored);
    // A failed read is not kept: the next page asks the database again.
    stored.catch(() => kept.delete(db));
  }
  return { ...(await stored), ...fixed };
}

/**
 * Replaces the stored settings with these (a key left out is removed) in one transaction, and announces the
 * change, so every server's pages show it. Keys the environment fixes may be stored too: they show once the
 * environment no longer names them.
 */
export async function saveSiteSettings(db: Database, settings: SiteSettings): Promise<SiteSettings> {
  const valid = SiteSettingsSchema.parse(settings);
  const entries = Object.entries(valid).filter(([, value]) => value !== undefined);
  await db.transaction(async (tx) => {
    await tx.delete(siteSettings);
    if (entries.length > 0) {
      await tx.insert(siteSettings).values(entries.map(([key, value]) => ({ key, value })));
    }
    await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${SETTINGS_CHANGED})`);
  });
  // This process forgets at once; the others when the notification arrives.
  kept.delete(db);
  return valid;
}

/**
 * Forgets the kept settings whenever another process (or an operator's SQL followed by the same notification)
 * announces a change, and when the listening connection was lost, since a change may have been missed.
 */
export async function listenForSettingsChanges(
  handle: DatabaseHandle,
  logger: Logger,
): Promise<() => Promise<void>> {
  return handle.listen(CONTENT_CHANNEL, {
    onNotification: (payload) => {
      if (payload.split(/\s+/).includes('settings')) kept.delete(handle.db);
    },
    onReconnect: () => {
      logger.warn('the database connection that announces settings changes is back: settings read again');
      kept.delete(handle.db);
    },
  });
}
