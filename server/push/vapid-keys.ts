import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from '../config.ts';

const KEYS_FILE = 'vapid-keys.json';

/**
 * The site's Web Push key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise the pair kept in the
 * data directory, generated on first use (readable by this user only). Browsers subscribe with the public key,
 * and a push service accepts only messages signed with its private key: every server process sending to the
 * same subscribers needs the same pair, so several servers on one database take it from the environment.
 */
export function resolveVapidKeys(fromEnv: VapidKeys | null, dataDir: string): VapidKeys {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, KEYS_FILE);
  const stored = readKeys(file);
  if (stored) return stored;
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    // 'wx': a process that got there first keeps its pair, which this one then reads.
    fs.writeFileSync(file, JSON.stringify(generated) + '\n', { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKeys(file);
    if (!theirs) throw new Error(`${file} holds no VAPID key pair`, { cause: error });
    return theirs;
  }
}

function readKeys(file: string): VapidKeys | null {
  if (!fs.existsSync(file)) return null;
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    const isKey = (key: unknown, length: number) =>
      typeof key === 'string' && new RegExp(`^[A-Za-z0-9_-]{${length}}$`).test(key);
    return isKey(value.publicKey, 87) && isKey(value.privateKey, 43)
      ? { publicKey: value.publicKey!, privateKey: value.privateKey! }
      : null;
  } catch {
    return null;
  }
}

/** The site's key pair, resolved on first use and then kept. */
export function lazyVapidKeys(config: {
  vapid: { keys: VapidKeys | null };
  dataDir: string;
}): () => VapidKeys {
  let keys: VapidKeys | undefined;
  return () => (keys ??= resolveVapidKeys(config.vapid.keys, config.dataDir));
}
