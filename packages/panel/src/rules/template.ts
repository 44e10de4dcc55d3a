
/**
 * Deploy-script (template) rules: host-area 5 rule 7 and 6 (lifecycle features), backend-formats 3.1-3.3. The YAML
 * parser is passed in (see loadTemplateParser) so js-yaml loads only where a template is edited or checked.
 */
import { yamlShapeProblem } from './yaml-shape';

/** Parses YAML text; throws on a syntax error (js-yaml's `load`). */
export type YamlLoad = (text: string) => unknown;

/** Top-level keys the runner reads (backend-formats 3.1); `directory` is legacy and warned about separately. */
export const TEMPLATE_KEYS = ['source', 'features', 'nginx', 'commands', 'services', 'networks', 'volumes', 'subdomain', 'subdomains', 'envs', 'root', 'unit', 'debug'] as const;

/** Lifecycle features, stripped from the templates of everyone but the administrator (host-area 6). */
export const TEMPLATE_LIFECYCLE_FEATURES = ['create', 'modify', 'rename', 'disable', 'enable', 'delete', 'backup', 'restore'] as const;
export type LifecycleFeature = (typeof TEMPLATE_LIFECYCLE_FEATURES)[number];

/**
 * Keys the runner no longer reads: `source.shallow` (replaced by `source.depth` in Feb 2025), `passenger.node` (not a
 * passenger setting; `nodejs` is), top-level `directory` (now `source.directory`).
 */
export const LEGACY_TEMPLATE_KEYS = ['source.shallow', 'passenger.node', 'directory'] as const;
export type LegacyTemplateKey = (typeof LEGACY_TEMPLATE_KEYS)[number];

export type TemplateWarning =
  /** `path` locates the key, e.g. `foo` or `subdomains[0].foo`. */
  | { kind: 'unknown-key'; path: string }
  | { kind: 'legacy-key'; key: LegacyTemplateKey; path: string };

export type TemplateProblem = 'empty' | 'syntax' | 'not-object' | 'self-reference' | 'too-large';

/** Why a text is no deploy script. */
export interface TemplateRefusal {
  isValid: false;
  /**
   * empty: no content; syntax: the YAML parser failed (message = its message); not-object: YAML of another shape;
   * self-reference: an alias (`*name`) inside the node it names; too-large: aliases expand it past the budget.
   */
  problem: TemplateProblem;
  message: string;
}

export type TemplateValidation =
  | TemplateRefusal
  | {
      isValid: true;
      /** False when the script replaces the home files: it has a `source`, or a subdomain has one. */
      isSafe: boolean;
      /** Lifecycle features the runner will drop for this user, in order of appearance, each named once. */
      strippedFeatures: LifecycleFeature[];
      warnings: TemplateWarning[];
    };

type YamlRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is YamlRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Loads js-yaml on first use (it stays out of the chunks of pages that never see a template). */
export async function loadTemplateParser(): Promise<YamlLoad> {
  const { load } = await import('js-yaml');
  return (text) => load(text);
}

/** A feature's key: `"mysql create shop"` -> mysql; `{dns: [...]}` -> dns (backend-formats 3.3). */
export function templateFeatureKey(feature: unknown): string {
  if (typeof feature === 'string') return feature.trim().split(' ')[0] ?? '';
  if (isRecord(feature)) return Object.keys(feature)[0] ?? '';
  return '';
}

export function isLifecycleFeature(feature: unknown): boolean {
  return (TEMPLATE_LIFECYCLE_FEATURES as readonly string[]).includes(templateFeatureKey(feature));
}

// The runner takes a lone string as a one-feature list (recipe boot/plausible.yml: `features: docker`).
function featureList(features: unknown): unknown[] {
  if (Array.isArray(features)) return features;
  return features === undefined || features === null ? [] : [features];
}

const hasSource = (script: YamlRecord) => script.source !== undefined && script.source !== null && script.source !== '';

function subdomainScripts(script: YamlRecord): YamlRecord[] {
  return Array.isArray(script.subdomains) ? script.subdomains.filter(isRecord) : [];
}

/** True when running the script leaves the home files as they are: no `source` at the top or in any subdomain. */
export function isTemplateSafe(script: YamlRecord): boolean {
  return !hasSource(script) && !subdomainScripts(script).some(hasSource);
}

/** The lifecycle features of the script and its subdomains, each named once. */
export function lifecycleFeaturesOf(script: YamlRecord): LifecycleFeature[] {
  const found = [script, ...subdomainScripts(script)].flatMap((part) => featureList(part.features).filter(isLifecycleFeature).map(templateFeatureKey));
  return [...new Set(found)] as LifecycleFeature[];
}

function passengerWarnings(nginx: unknown, path: string): TemplateWarning[] {
  if (!isRecord(nginx)) return [];
  const own: TemplateWarning[] = isRecord(nginx.passenger) && 'node' in nginx.passenger ? [{ kind: 'legacy-key', key: 'passenger.node', path: `${path}.passenger.node` }] : [];
  const locations = Array.isArray(nginx.locations) ? nginx.locations : [];
  return [...own, ...locations.flatMap((location, index) => passengerWarnings(location, `${path}.locations[${index}]`))];
}

function partWarnings(part: YamlRecord, prefix: string): TemplateWarning[] {
  const warnings: TemplateWarning[] = [];
  for (const key of Object.keys(part)) {
    if (key === 'directory') warnings.push({ kind: 'legacy-key', key: 'directory', path: `${prefix}directory` });
    else if (!(TEMPLATE_KEYS as readonly string[]).includes(key)) warnings.push({ kind: 'unknown-key', path: `${prefix}${key}` });
  }
  if (isRecord(part.source) && 'shallow' in part.source) warnings.push({ kind: 'legacy-key', key: 'source.shallow', path: `${prefix}source.shallow` });
  return [...warnings, ...passengerWarnings(part.nginx, `${prefix}nginx`)];
}

/** Unknown and legacy keys of the script and its subdomains: the runner ignores them, so they warn but never block. */
export function templateWarnings(script: YamlRecord): TemplateWarning[] {
  return [partWarnings(script, ''), ...subdomainScripts(script).map((part, index) => partWarnings(part, `subdomains[${index}].`))].flat();
}

const refusal = (problem: TemplateProblem, message = ''): TemplateRefusal => ({ isValid: false, problem, message });

// The parser's or a walker's failure as a refusal: running out of stack or memory means the script is too large.
function refusalOfError(error: unknown): TemplateRefusal {
  if (error instanceof RangeError) return refusal('too-large');
  return refusal('syntax', error instanceof Error ? error.message : String(error));
}

/** A text read as a deploy script: the script, or why it is none. */
export type TemplateReading = { isValid: true; script: YamlRecord } | TemplateRefusal;

/**
 * Rule 7 of host-area 5: the text must parse as a YAML object that can be walked (no self-reference, aliases within
 * the budget of yaml-shape). Never throws, whatever the text: the simulated backend reads scripts with it too.
 */
export function readTemplate(text: string, load: YamlLoad): TemplateReading {
  if (text.trim() === '') return refusal('empty');
  try {
    const parsed = load(text);
    // A text of comments only parses to nothing: there is no script in it.
    if (parsed === undefined || parsed === null) return refusal('empty');
    const shape = yamlShapeProblem(parsed);
    if (shape) return refusal(shape);
    return isRecord(parsed) ? { isValid: true, script: parsed } : refusal('not-object');
  } catch (error) {
    return refusalOfError(error);
  }
}

/** Rule 7 of host-area 5 plus the lifecycle strip of section 6, for the editor's live messages and the deploy dialog. */
export function validateTemplate(text: string, options: { isAdministrator: boolean; load: YamlLoad }): TemplateValidation {
  const reading = readTemplate(text, options.load);
  if (!reading.isValid) return reading;
  const { script } = reading;
  try {
    return {
      isValid: true,
      isSafe: isTemplateSafe(script),
      strippedFeatures: options.isAdministrator ? [] : lifecycleFeaturesOf(script),
      warnings: templateWarnings(script),
    };
  } catch (error) {
    return refusalOfError(error);
  }
}

/** What the deploy dialog's submit does: nothing (invalid or still checking), ask to confirm the overwrite, or submit. */
export type DeploySubmitStep = 'disabled' | 'confirm-overwrite' | 'submit';

export function deploySubmitStep(validation: TemplateValidation | undefined): DeploySubmitStep {
  if (!validation?.isValid) return 'disabled';
  return validation.isSafe ? 'submit' : 'confirm-overwrite';
}

