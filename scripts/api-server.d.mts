import type * as ApiServerModule from '../packages/mock-api/src/server/index';
import type { ApiServerOptions, RunningApiServer } from '../packages/mock-api/src/server/index';

export declare const API_SERVER_ENTRY: string;
export declare const API_SERVER_BUNDLE: string;
export declare function bundleApiServer(): Promise<string>;
export declare function loadApiServer(): Promise<typeof ApiServerModule>;
export declare function startApiServer(options?: ApiServerOptions): Promise<RunningApiServer>;
