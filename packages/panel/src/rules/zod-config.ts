import { config } from 'zod/mini';

/*
 * zod 4 compiles object parsers with `new Function` ("JIT") and, to find out whether it may, tries a `new Function('')`
 * when it builds the first object schema. A Content-Security-Policy without 'unsafe-eval' refuses both, and reports
 * even the caught probe as a violation. Jitless, zod parses the same way without eval.
 *
 * The flag is read when an object schema is built, not when it parses, so it must be set before any schema module
 * runs. Every panel entry (index, rules, contract) imports this module first, which is enough where modules run as
 * written (Node, tests, Storybook). A bundler may skip a side-effect-free barrel and reach the re-exported modules
 * directly, so: the library build keeps this module its own file, dist/zod-config.js, which every output file imports
 * before anything else (tsup.config.ts), and an app that builds the panel from its sources imports
 * '@hostdeck/panel/zod-config' first, as the console's main.tsx does. package.json marks both files side effects.
 * zod and zod/mini share the setting (it lives on globalThis.__zod_globalConfig).
 */
config({ jitless: true });
