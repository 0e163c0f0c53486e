import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy.ts';

const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

describe('contentSecurityPolicy', () => {
  it('allows only this site, the listed inline scripts and the configured analytics origins', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ['sha256-abc'],
      extraOrigins: ['https://plausible.io'],
    });
    expect(policy).toContain("script-src 'self' 'sha256-abc' https://plausible.io");
    expect(policy).toContain("connect-src 'self' https://plausible.io");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain("'unsafe-inline' ;");
    expect(contentSecurityPolicy({ scriptHashes: [], extraOrigins: [] })).toContain("script-src 'self';");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of inline scripts and modules, once each', () => {
    const html =
      '<script>window.a = "&amp;<b>";</script><p></p><script type="module" async="">import "/x.js";</script>' +
      '<script>window.a = "&amp;<b>";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = "&amp;<b>";'), sha256('import "/x.js";')]);
  });

  it('skips scripts loaded from a file and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/assets/a.js"></script><script async src="https://plausible.io/js/script.js"></script>' +
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
