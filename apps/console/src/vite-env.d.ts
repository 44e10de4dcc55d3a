/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real panel server's origin; unset means demo mode. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
