import { load } from 'js-yaml';
import { readTemplate } from '@hostdeck/panel/rules';

/** The parts of a deploy script (backend-formats 3.1) the simulated runner acts on. */
export interface DeployScript {
  /** `"key value"` strings; one-key objects become `key` plus their value (see featureKey). */
  features: Array<string | Record<string, unknown>>;
  nginx: unknown;
  source: string | null;
  root: string | null;
  commands: unknown[];
  envs: Record<string, string>;
  subdomain: string | null;
}

/** Lifecycle features stripped from non-administrators' templates (host-area 6). */
export const LIFECYCLE_FEATURES = ['create', 'modify', 'rename', 'disable', 'enable', 'delete', 'backup', 'restore'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rule 7 of host-area 5 with the panel's own reading (rules/template readTemplate): a YAML object without
 * self-reference or runaway aliases; undefined otherwise. An empty text is an empty script.
 */
export function parseDeployScript(text: string): DeployScript | undefined {
  const reading = readTemplate(text.trim() === '' ? '{}' : text, load);
  if (!reading.isValid) return undefined;
  const parsed = reading.script;
  const features = Array.isArray(parsed.features) ? parsed.features.filter((item): item is string | Record<string, unknown> => typeof item === 'string' || isRecord(item)) : [];
  const envs: Record<string, string> = {};
  if (isRecord(parsed.envs)) for (const [key, value] of Object.entries(parsed.envs)) envs[key] = String(value);
  return {
    features,
    nginx: parsed.nginx,
    source: sourceUrl(parsed.source),
    root: typeof parsed.root === 'string' ? parsed.root : null,
    commands: Array.isArray(parsed.commands) ? parsed.commands : [],
    envs,
    subdomain: typeof parsed.subdomain === 'string' ? parsed.subdomain : null,
  };
}

function sourceUrl(source: unknown): string | null {
  if (typeof source === 'string') return source;
  if (isRecord(source) && typeof source.url === 'string') return source.url;
  return null;
}

/** A feature as key and value: `"mysql create shop"` -> ['mysql', 'create shop']; `{dns: [...]}` -> ['dns', [...]]. */
export function featureKey(feature: string | Record<string, unknown>): [string, unknown] {
  if (typeof feature === 'string') {
    const space = feature.indexOf(' ');
    return space < 0 ? [feature, ''] : [feature.slice(0, space), feature.slice(space + 1)];
  }
  const [entry] = Object.entries(feature);
  return entry ?? ['', ''];
}

export function isLifecycleFeature(feature: string | Record<string, unknown>): boolean {
  return (LIFECYCLE_FEATURES as readonly string[]).includes(featureKey(feature)[0]);
}
