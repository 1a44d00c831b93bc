/**
 * zod 4 compiles its object parsers with `new Function` when it may. Under our CSP
 * (`script-src 'self'`, no 'unsafe-eval') its probe is refused and Chromium reports the refusal
 * as a CSP violation, a DevTools issue on every page that validates a response (Lighthouse's
 * `inspector-issues`), and the parsers run uncompiled anyway. `jitless` skips the probe.
 *
 * zod keeps its configuration on this global and adopts an existing one when it loads, so the
 * entries set it without loading zod: it stays off the first load (issue 18). Imported first by
 * both entries, before any schema is built.
 */
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
