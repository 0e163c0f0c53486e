import crypto from 'node:crypto';

export const ADMIN_USER = 'admin';

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value, 'utf8').digest();
}

/** Tells whether an Authorization header carries the admin's credentials; compares in constant time. */
export function isAdminAuthorization(header: string | undefined, password: string): boolean {
  if (!header) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const userOk = crypto.timingSafeEqual(digest(decoded.slice(0, colon)), digest(ADMIN_USER));
  const passwordOk = crypto.timingSafeEqual(digest(decoded.slice(colon + 1)), digest(password));
  return userOk && passwordOk;
}
