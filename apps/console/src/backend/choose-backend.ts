import type { ConsoleBackend } from './backend';
import { createRealBackend } from './real-backend';
import { loadRuntimeConfig } from './runtime-config';

/**
 * A real-API build (VITE_BACKEND=real, or VITE_API_BASE baked in: build-time constants, so such a build drops the demo
 * branch and ships no mock code at all) talks to VITE_API_BASE, else to config.json's apiBase, else to the console's
 * own origin. Any other build is the demo, unless a runtime config.json names a server (the demo chunk is then never
 * fetched).
 */
export async function chooseBackend(): Promise<ConsoleBackend> {
  const builtApiBase = import.meta.env.VITE_API_BASE;
  const isRealBuild = import.meta.env.VITE_BACKEND === 'real' || (typeof builtApiBase === 'string' && builtApiBase !== '');
  const runtime = await loadRuntimeConfig(import.meta.env.BASE_URL);
  if (isRealBuild) return createRealBackend({ ...runtime, apiBase: builtApiBase ? builtApiBase.replace(/\/+$/, '') : (runtime?.apiBase ?? '') });
  if (runtime?.apiBase) return createRealBackend({ ...runtime, apiBase: runtime.apiBase });
  const { createDemoBackend } = await import('./demo-backend');
  return createDemoBackend();
}
