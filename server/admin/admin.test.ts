import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAdminPassword } from './admin-password.ts';
import { isAdminAuthorization } from './check-basic-auth.ts';

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('resolveAdminPassword', () => {
  it('prefers ADMIN_PASSWORD', () => {
    expect(resolveAdminPassword('from-the-environment', '/nonexistent')).toEqual({
      password: 'from-the-environment',
      source: 'environment',
    });
  });

  it('generates a strong password once and keeps it in the data directory', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-admin-'));
    const first = resolveAdminPassword(undefined, dir);
    expect(first.source).toBe('generated');
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(fs.statSync(path.join(dir, 'admin-password')).mode & 0o777).toBe(0o600);
    expect(resolveAdminPassword(undefined, dir)).toEqual({ password: first.password, source: 'file' });
    fs.rmSync(dir, { recursive: true });
  });
});

describe('isAdminAuthorization', () => {
  it('accepts only the admin user with the password', () => {
    expect(isAdminAuthorization(basic('admin', 'pw-123456789'), 'pw-123456789')).toBe(true);
    expect(isAdminAuthorization(basic('admin', 'wrong'), 'pw-123456789')).toBe(false);
    expect(isAdminAuthorization(basic('root', 'pw-123456789'), 'pw-123456789')).toBe(false);
    expect(isAdminAuthorization(undefined, 'pw-123456789')).toBe(false);
    expect(isAdminAuthorization('Bearer abc', 'pw-123456789')).toBe(false);
    expect(isAdminAuthorization('Basic !!!', 'pw-123456789')).toBe(false);
    expect(isAdminAuthorization(`Basic ${Buffer.from('nocolon').toString('base64')}`, 'pw-123456789')).toBe(
      false,
    );
  });

  it('keeps colons inside the password', () => {
    expect(isAdminAuthorization(basic('admin', 'a:b:c-long-pass'), 'a:b:c-long-pass')).toBe(true);
  });
});
