import { describe, expect, it } from 'vitest';
import { needsInviteGate } from '../../../../rules/permissions-plan';
import { firstWizardView, stepOfView, wizardSteps } from './wizard-steps';

describe('wizard steps', () => {
  it.each([
    [-2, true],
    [-1, true],
    [0, false],
    [1, false],
    [2, false],
  ])('plan level %i needs the invite gate: %s', (level, expected) => {
    expect(needsInviteGate(level)).toBe(expected);
  });

  it('numbers the gate as step 0 only when it is shown', () => {
    expect(wizardSteps(-1)).toEqual(['invite', 'templates', 'custom', 'order']);
    expect(wizardSteps(0)).toEqual(['templates', 'custom', 'order']);
  });

  it('opens on the gate, then on a ?from= template in the custom step, else on the tiles', () => {
    expect(firstWizardView(-2, true)).toBe('invite');
    expect(firstWizardView(-1, false)).toBe('invite');
    expect(firstWizardView(0, true)).toBe('custom');
    expect(firstWizardView(1, false)).toBe('templates');
  });

  it("counts 'upload or clone' as the template step", () => {
    expect(stepOfView('upload')).toBe('templates');
    expect(stepOfView('order')).toBe('order');
  });
});
