// `@hostdeck/mock-api/server`: the simulated backend as a Node HTTP server. Node only; never imported by the browser
// entry (src/index.ts), so no bundle of the console or the stories reaches node:http.
export { startApiServer, type RunningApiServer } from './api-server';
export { DEFAULT_HOST, DEFAULT_PORT, type ApiServerOptions } from './options';
export { serverUrls, type ApiServerUrls } from './urls';
export { SESSION_COOKIE } from './sessions';
export { SERVE_API_USAGE, describeServer, parseServeApiArgs, type CliCommand } from './cli';
export { runServeApi } from './main';
