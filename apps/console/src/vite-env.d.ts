/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real panel server's origin, baked into the build; unset means the runtime config.json decides. */
  readonly VITE_API_BASE?: string;
  /** 'real': a real-API build (no demo code): the panel server is VITE_API_BASE, config.json's, or the console's own origin. */
  readonly VITE_BACKEND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
