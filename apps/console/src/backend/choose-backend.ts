import type { ConsoleBackend } from './backend';
import { createRealBackend } from './real-backend';

/**
 * VITE_API_BASE set at build time means the real panel server; otherwise the demo world. The check is a build-time
 * constant, so a real-API build drops the demo branch and ships no mock code at all.
 */
export async function chooseBackend(): Promise<ConsoleBackend> {
  const apiBase = import.meta.env.VITE_API_BASE;
  if (typeof apiBase === 'string' && apiBase !== '') return createRealBackend(apiBase.replace(/\/+$/, ''));
  const { createDemoBackend } = await import('./demo-backend');
  return createDemoBackend();
}
