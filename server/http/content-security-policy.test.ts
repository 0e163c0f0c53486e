import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

describe('contentSecurityPolicy', () => {
  it('allows only this site, the nonce and the configured analytics origins for scripts', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', extraOrigins: ['https://plausible.io'] });
    expect(policy).toContain("script-src 'self' 'nonce-abc' https://plausible.io");
    expect(policy).toContain("connect-src 'self' https://plausible.io");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ nonce: 'n', extraOrigins: [] })).toContain("script-src 'self' 'nonce-n';");
  });
});
