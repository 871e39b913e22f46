import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may; the portal's Content-Security-Policy
// forbids that, so the probe alone logs a violation on every page. Without it zod parses the same,
// a little slower, which no form notices. This runs before any schema is built: main.tsx imports
// it first.
config({ jitless: true });
