export declare const PROXIED_PATHS: RegExp[];

export interface ConsoleServerOptions {
  dir: string;
  port: number;
  host?: string;
  headers?: Record<string, string>;
  runtimeConfig?: unknown;
  proxy?: string;
}

export declare function startConsoleServer(options: ConsoleServerOptions): Promise<{ url: string; stop: () => Promise<void> }>;
