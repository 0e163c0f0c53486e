import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const PASSWORD_FILE = 'admin-password';

/** The admin password and where it came from. */
export interface AdminPassword {
  password: string;
  source: 'environment' | 'generated' | 'file';
}

/**
 * The password of the `admin` user: ADMIN_PASSWORD when set; otherwise the one kept in the data directory,
 * generated (24 random bytes, base64url) on the first start.
 */
export function resolveAdminPassword(fromEnv: string | undefined, dataDir: string): AdminPassword {
  if (fromEnv) return { password: fromEnv, source: 'environment' };
  const file = path.join(dataDir, PASSWORD_FILE);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 12) return { password: stored, source: 'file' };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password + '\n', { mode: 0o600 });
  return { password, source: 'generated' };
}
