import { describe, expect, it } from 'vitest';
import { parseWizardScripts, wizardScriptsKey, type WizardScripts } from './use-wizard-scripts';

describe('the wizard scripts of a tab', () => {
  it.each<[string, string | null, WizardScripts]>([
    ['nothing stored', null, {}],
    ['not JSON', '{custom', {}],
    ['not an object', '"commands: []"', {}],
    ['both scripts', '{"custom":{"text":"commands: []","from":null},"upload":"source: x"}', { custom: { text: 'commands: []', from: null }, upload: 'source: x' }],
    ['a custom script started from ?from=', '{"custom":{"text":"a: 1","from":"php.yml"}}', { custom: { text: 'a: 1', from: 'php.yml' } }],
    [
      'a custom script with the template it started from',
      '{"custom":{"text":"a: 2","from":"php.yml","base":{"url":"https://r.example/php.yml","text":"a: 1"}}}',
      { custom: { text: 'a: 2', from: 'php.yml', base: { url: 'https://r.example/php.yml', text: 'a: 1' } } },
    ],
    ['a custom script whose base is not whole', '{"custom":{"text":"a: 2","from":null,"base":{"url":"https://r.example/php.yml"}}}', { custom: { text: 'a: 2', from: null } }],
    ['a custom script without its text', '{"custom":{"from":null},"upload":"u"}', { upload: 'u' }],
    ['a custom script without its from', '{"custom":{"text":"a: 1"}}', {}],
    ['an upload that is not text', '{"upload":42}', {}],
  ])('reads %s', (_name, stored, scripts) => {
    expect(parseWizardScripts(stored)).toEqual(scripts);
  });

  it('keeps each team apart', () => {
    expect(wizardScriptsKey(101)).toBe('hostdeck:wizard-scripts:101');
    expect(wizardScriptsKey(7)).not.toBe(wizardScriptsKey(101));
  });
});
