import { parseArgs } from 'node:util';
import { SCENARIO_NAMES, isScenarioName } from '../scenarios';
import { DEFAULT_HOST, DEFAULT_PORT, type ApiServerOptions } from './options';
import type { ApiServerUrls } from './urls';

export const SERVE_API_USAGE = `Usage: npm run serve:api -- [options]

The simulated Hostdeck backend as an HTTP server, for the console's real-API build.

Options:
  --port <number>            Port to listen on (default ${DEFAULT_PORT}; 0 takes any free port).
  --host <address>           Address to listen on (default ${DEFAULT_HOST}).
  --scenario <name>          World to start with: ${SCENARIO_NAMES.join(', ')}.
                             Default: the state file's, else owner-paid.
  --state <file>             Load the world from this JSON file and save every change to it.
                             Default: in memory only.
  --console-origin <origin>  The console's origin (e.g. http://127.0.0.1:4310): the one origin
                             allowed by CORS, where sign-in returns and logout lands.
  --help                     Show this text.`;

export type CliCommand = { kind: 'help' } | { kind: 'serve'; options: ApiServerOptions };

/** The command line as server options; throws an Error whose message says what is wrong. */
export function parseServeApiArgs(argv: readonly string[]): CliCommand {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      scenario: { type: 'string' },
      state: { type: 'string' },
      'console-origin': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) return { kind: 'help' };
  if (positionals.length > 0) throw new Error(`Unexpected argument: ${positionals.join(' ')}`);
  const options: ApiServerOptions = {};
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) throw new Error(`--port must be a number from 0 to 65535, not "${values.port}".`);
    options.port = Number(values.port);
  }
  if (values.host !== undefined) options.host = values.host;
  if (values.scenario !== undefined) {
    if (!isScenarioName(values.scenario)) throw new Error(`--scenario must be one of ${SCENARIO_NAMES.join(', ')}, not "${values.scenario}".`);
    options.scenario = values.scenario;
  }
  if (values.state !== undefined) options.stateFile = values.state;
  if (values['console-origin'] !== undefined) options.consoleOrigin = values['console-origin'];
  return { kind: 'serve', options };
}

/** What the server prints once it listens: where everything is, for the console's runtime config. */
export function describeServer(urls: ApiServerUrls, scenario: string, consoleOrigin: string | undefined, stateFile: string | undefined): string {
  return [
    `Simulated Hostdeck API on ${urls.origin} (scenario ${scenario}${stateFile ? `, state in ${stateFile}` : ', in memory'})`,
    `  console config.json: { "apiBase": "${urls.origin}", "recipeIndexUrl": "${urls.recipeIndex}", "dohUrl": "${urls.doh}" }`,
    `  CORS and sign-in return: ${consoleOrigin ?? 'none (same-origin console; redirects name the path alone)'}`,
    `  panel calls:    ${urls.userapi}`,
    `  sign-in:        ${urls.login}/{github|google|email}?r=/user    sign-out: ${urls.logout}`,
    `  webhook badge:  ${urls.webhookBadge}/{id}?key=...`,
    `  recipe index:   ${urls.recipeIndex}`,
    `  recipe files:   ${urls.recipeBase}<file>  (icons under ${urls.recipeBase}icons/)`,
    `  DNS-over-HTTPS: ${urls.doh}?name=<domain>&type=A`,
  ].join('\n');
}
