import { startApiServer } from './api-server';
import { SERVE_API_USAGE, describeServer, parseServeApiArgs } from './cli';
import { resolveOptions } from './options';

/** `npm run serve:api`: starts the server from the command line and stops it (state saved) on Ctrl+C or SIGTERM. */
export async function runServeApi(argv: readonly string[]): Promise<void> {
  let command;
  try {
    command = parseServeApiArgs(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${SERVE_API_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (command.kind === 'help') {
    console.log(SERVE_API_USAGE);
    return;
  }
  const { consoleOrigin, stateFile } = resolveOptions(command.options);
  const server = await startApiServer(command.options);
  console.log(describeServer(server.urls, server.scenario, consoleOrigin, stateFile));
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
