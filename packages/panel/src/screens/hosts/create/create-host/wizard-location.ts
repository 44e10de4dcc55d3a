import { needsInviteGate } from '../../../../rules/permissions-plan';
import { firstWizardView, type WizardView } from './wizard-steps';

/**
 * The wizard's place as the query parameters of /host/create hold it, so Back, Forward and a reload keep it. Values
 * are raw strings from the address bar, checked when read.
 */
export interface CreateHostLocation {
  /** The view: 'invite', 'templates', 'upload', 'custom' or 'order'. */
  step?: string | null;
  /** The recipe file of the index ('boot/wordpress.yml') the deploy script comes from. */
  template?: string | null;
  /** Where a script that cannot go in the address came from ('custom' or 'upload'); its text is in session storage. */
  script?: string | null;
  /** `?from=`: a template file (URL or recipe path) to start from; kept while the wizard is open. */
  from?: string | null;
}

/** Where the order form's deploy script comes from. */
export type ScriptSource = { kind: 'recipe'; file: string } | { kind: 'custom' } | { kind: 'upload' };

/** The scripts this browser tab holds (typed or uploaded scripts live in session storage, not in the address). */
export interface StoredScripts {
  hasCustom: boolean;
  hasUpload: boolean;
}

const VIEWS: readonly WizardView[] = ['invite', 'templates', 'upload', 'custom', 'order'];

function viewOf(step: string | null | undefined): WizardView | null {
  return VIEWS.find((view) => view === step) ?? null;
}

/** The script the address names: a recipe file first, then a stored script's origin; null for none. */
export function scriptSourceOf(location: CreateHostLocation): ScriptSource | null {
  if (location.template) return { kind: 'recipe', file: location.template };
  if (location.script === 'custom' || location.script === 'upload') return { kind: location.script };
  return null;
}

/**
 * The view the address asks for, falling back where it cannot be shown: the invite gate while the plan cannot order
 * (the asked step opens once it lifts); a missing or unknown step opens where the wizard starts; the gate once it is
 * lifted goes to the templates; the order form without its script goes to where that script is made.
 */
export function resolveWizardView(location: CreateHostLocation, planLevel: number, stored: StoredScripts): WizardView {
  if (needsInviteGate(planLevel)) return 'invite';
  const asked = viewOf(location.step);
  const start = firstWizardView(planLevel, Boolean(location.from));
  if (asked === null) return start;
  if (asked === 'invite') return 'templates';
  if (asked !== 'order') return asked;
  const source = scriptSourceOf(location);
  if (source === null) return start;
  if (source.kind === 'custom' && !stored.hasCustom) return 'custom';
  if (source.kind === 'upload' && !stored.hasUpload) return 'upload';
  return 'order';
}

/** The address of a view, keeping `?from=`; the order form also names its script's source. */
export function wizardLocation(view: WizardView, from: string | null | undefined, source?: ScriptSource): CreateHostLocation {
  const location: CreateHostLocation = { step: view };
  if (view === 'order' && source) {
    if (source.kind === 'recipe') location.template = source.file;
    else location.script = source.kind;
  }
  if (from) location.from = from;
  return location;
}

/**
 * The address to put in place of one that asked for a step it could not show (replacing the history entry, so Back
 * does not return to it); null when the address is fine as it is. The invite gate is no reason: the asked step opens
 * once the gate lifts.
 */
export function correctedWizardLocation(location: CreateHostLocation, view: WizardView): CreateHostLocation | null {
  if (location.step == null || location.step === view || view === 'invite') return null;
  return wizardLocation(view, location.from);
}

/** The view one step back: the order form returns to where its script came from, the rest to the templates. */
export function previousWizardView(view: WizardView, source: ScriptSource | null): WizardView | null {
  if (view === 'invite' || view === 'templates') return null;
  if (view !== 'order' || source === null || source.kind === 'recipe') return 'templates';
  return source.kind;
}
