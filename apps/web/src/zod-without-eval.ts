import { config } from 'zod/v4/core';

/*
 * zod as the web build knows it: `zod` resolves to this module (vite.config.ts), which is zod's own
 * with `jitless` set. zod compiles object parsers with `new Function` when it may; the portal's
 * Content-Security-Policy forbids that, so the probe alone logged a violation on every page.
 * Without it zod parses the same, a little slower, which no form notices. zod's modules run before
 * this one's body and every schema module imports this one, so the setting comes before any schema
 * is built; and only the pages that build schemas load zod at all (decision 0072).
 */
config({ jitless: true });

export * from 'zod/v4';
