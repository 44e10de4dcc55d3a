import { needsInviteGate } from '../../../../rules/permissions-plan';

/**
 * The ordering wizard's views (host-area 2 and 4): 0 the invite gate, 1 the templates (with 'upload or clone' as a
 * view of it), 2 the custom script, then the order form.
 */
export type WizardView = 'invite' | 'templates' | 'upload' | 'custom' | 'order';

/** The numbered steps the stepper shows: the gate only for locked (-1) and banned (-2) plans. */
export type WizardStep = 'invite' | 'templates' | 'custom' | 'order';

export function wizardSteps(planLevel: number): WizardStep[] {
  return needsInviteGate(planLevel) ? ['invite', 'templates', 'custom', 'order'] : ['templates', 'custom', 'order'];
}

/** The step a view belongs to: 'upload or clone' is part of choosing a template. */
export function stepOfView(view: WizardView): WizardStep {
  return view === 'upload' ? 'templates' : view;
}

/**
 * Where the wizard opens: the gate while the plan cannot order; a template named by `?from=` opens in the custom
 * script step, to be read before ordering; otherwise the template tiles.
 */
export function firstWizardView(planLevel: number, hasFromTemplate: boolean): WizardView {
  if (needsInviteGate(planLevel)) return 'invite';
  return hasFromTemplate ? 'custom' : 'templates';
}
