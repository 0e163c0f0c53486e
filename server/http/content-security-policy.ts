/**
 * The pages' security policy: scripts only from this site (inline ones only with the request's nonce) and a
 * configured analytics host; images from this site and data URLs (generated placeholders); no framing.
 */
export function contentSecurityPolicy({
  nonce,
  extraOrigins,
}: {
  nonce: string;
  extraOrigins: string[];
}): string {
  const extra = extraOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra ? ` ${extra}` : ''}`,
    `connect-src 'self'${extra ? ` ${extra}` : ''}`,
    "img-src 'self' data: blob:",
    // Inline style attributes carry the category colours.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
