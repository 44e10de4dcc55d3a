import type { ConsoleBackend } from './backend';
import { createRealBackend } from './real-backend';
import { loadRuntimeConfig } from './runtime-config';

/**
 * The real panel server when VITE_API_BASE was set at build time (a build-time constant: such a build drops the demo
 * branch and ships no mock code at all) or when a runtime config.json beside index.html names one (the demo chunk is
 * then never fetched); otherwise the demo world.
 */
export async function chooseBackend(): Promise<ConsoleBackend> {
  const apiBase = import.meta.env.VITE_API_BASE;
  if (typeof apiBase === 'string' && apiBase !== '') return createRealBackend(apiBase.replace(/\/+$/, ''));
  const runtime = await loadRuntimeConfig(import.meta.env.BASE_URL);
  if (runtime) return createRealBackend(runtime.apiBase);
  const { createDemoBackend } = await import('./demo-backend');
  return createDemoBackend();
}
