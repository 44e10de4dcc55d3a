#!/usr/bin/env node
// npm run serve:api -- [--port 8787] [--scenario owner-paid] [--state file.json] [--console-origin http://127.0.0.1:4310]
import { loadApiServer } from './api-server.mjs';

const { runServeApi } = await loadApiServer();
await runServeApi(process.argv.slice(2));
