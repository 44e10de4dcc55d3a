import { describe, expect, it } from 'vitest';
import {
  correctedWizardLocation,
  previousWizardView,
  resolveWizardView,
  scriptSourceOf,
  wizardLocation,
  type CreateHostLocation,
  type ScriptSource,
  type StoredScripts,
} from './wizard-location';
import type { WizardView } from './wizard-steps';

const BOTH: StoredScripts = { hasCustom: true, hasUpload: true };
const NONE: StoredScripts = { hasCustom: false, hasUpload: false };
const WORDPRESS: ScriptSource = { kind: 'recipe', file: 'boot/wordpress.yml' };

describe('the wizard address', () => {
  it.each<[string, CreateHostLocation, number, StoredScripts, WizardView]>([
    ['no step opens the tiles', {}, 1, NONE, 'templates'],
    ['no step with ?from= opens the custom script', { from: 'php.yml' }, 1, NONE, 'custom'],
    ['an unknown step opens where the wizard starts', { step: 'payment' }, 1, NONE, 'templates'],
    ['an unknown step with ?from= opens the custom script', { step: 'ORDER', from: 'php.yml' }, 0, NONE, 'custom'],
    ['the tiles', { step: 'templates' }, 2, NONE, 'templates'],
    ['upload or clone', { step: 'upload' }, 1, NONE, 'upload'],
    ['the custom script', { step: 'custom' }, 1, NONE, 'custom'],
    ['the order form with a recipe file', { step: 'order', template: 'boot/wordpress.yml' }, 1, NONE, 'order'],
    ['the order form with a stored custom script', { step: 'order', script: 'custom' }, 1, BOTH, 'order'],
    ['the order form with a stored upload', { step: 'order', script: 'upload' }, 1, BOTH, 'order'],
    ['the order form without a template goes to the tiles', { step: 'order' }, 1, BOTH, 'templates'],
    ['the order form without a template but ?from= goes to the custom script', { step: 'order', from: 'php.yml' }, 1, BOTH, 'custom'],
    ['the order form with an unknown script origin goes to the tiles', { step: 'order', script: 'clipboard' }, 1, BOTH, 'templates'],
    ['a custom script gone from this tab goes back to the editor', { step: 'order', script: 'custom' }, 1, NONE, 'custom'],
    ['an upload gone from this tab goes back to upload or clone', { step: 'order', script: 'upload' }, 1, NONE, 'upload'],
    ['the lifted invite gate goes to the tiles', { step: 'invite' }, 0, NONE, 'templates'],
    ['a locked plan sees the gate whatever the address asks', { step: 'order', template: 'boot/wordpress.yml' }, -1, NONE, 'invite'],
    ['a banned plan sees the gate', { step: 'custom' }, -2, BOTH, 'invite'],
  ])('%s', (_name, location, planLevel, stored, view) => {
    expect(resolveWizardView(location, planLevel, stored)).toBe(view);
  });

  it.each<[string, CreateHostLocation, ScriptSource | null]>([
    ['a recipe file', { template: 'php-laravel.yml', script: 'custom' }, { kind: 'recipe', file: 'php-laravel.yml' }],
    ['a custom script', { script: 'custom' }, { kind: 'custom' }],
    ['an upload', { script: 'upload' }, { kind: 'upload' }],
    ['nothing', { step: 'order', from: 'php.yml' }, null],
    ['an empty recipe file', { template: '' }, null],
  ])('names the script source: %s', (_name, location, source) => {
    expect(scriptSourceOf(location)).toEqual(source);
  });

  it.each<[WizardView, string | null, ScriptSource | undefined, CreateHostLocation]>([
    ['templates', null, undefined, { step: 'templates' }],
    ['custom', 'php.yml', undefined, { step: 'custom', from: 'php.yml' }],
    ['order', null, WORDPRESS, { step: 'order', template: 'boot/wordpress.yml' }],
    ['order', 'php.yml', { kind: 'custom' }, { step: 'order', script: 'custom', from: 'php.yml' }],
    ['order', null, { kind: 'upload' }, { step: 'order', script: 'upload' }],
    ['upload', null, WORDPRESS, { step: 'upload' }],
  ])('writes %s (from %s, source %o) as %o', (view, from, source, location) => {
    expect(wizardLocation(view, from, source)).toEqual(location);
  });

  it('reads back every address it writes as the same view', () => {
    const sources: (ScriptSource | undefined)[] = [undefined, WORDPRESS, { kind: 'custom' }, { kind: 'upload' }];
    for (const view of ['templates', 'upload', 'custom', 'order'] as const) {
      for (const source of sources) {
        if (view === 'order' && source === undefined) continue;
        expect(resolveWizardView(wizardLocation(view, 'php.yml', source), 1, BOTH)).toBe(view);
      }
    }
  });

  it.each<[string, CreateHostLocation, WizardView, CreateHostLocation | null]>([
    ['no step stays as it is', {}, 'templates', null],
    ['a shown step stays as it is', { step: 'order', template: 'a.yml' }, 'order', null],
    ['an unknown step is replaced by the view shown', { step: 'payment', from: 'php.yml' }, 'custom', { step: 'custom', from: 'php.yml' }],
    ['an order form without its script is replaced', { step: 'order', script: 'upload' }, 'upload', { step: 'upload' }],
    ['the gate keeps the asked step for when it lifts', { step: 'order', template: 'a.yml' }, 'invite', null],
  ])('corrects the address: %s', (_name, location, view, corrected) => {
    expect(correctedWizardLocation(location, view)).toEqual(corrected);
  });

  it.each<[WizardView, ScriptSource | null, WizardView | null]>([
    ['invite', null, null],
    ['templates', null, null],
    ['upload', null, 'templates'],
    ['custom', null, 'templates'],
    ['order', WORDPRESS, 'templates'],
    ['order', { kind: 'custom' }, 'custom'],
    ['order', { kind: 'upload' }, 'upload'],
  ])('one step back from %s (source %o) is %s', (view, source, previous) => {
    expect(previousWizardView(view, source)).toBe(previous);
  });
});
