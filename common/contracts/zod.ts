import { z } from 'zod';

// In the browser, pages run under a security policy without 'unsafe-eval'. Zod would compile its object
// parsers with new Function, first probing whether it may, and the probe alone is reported as a policy
// violation; the interpreted parsers are fast enough for a form. The server keeps the compiled ones.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
