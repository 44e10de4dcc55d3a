import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { findRawColor, noRawColors } from './no-raw-colors.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('no-raw-colors', noRawColors, {
  valid: [
    { code: `const c = 'bg-primary text-primary-foreground hover:bg-primary/90';` },
    { code: `const c = 'text-muted-foreground text-sm border-input ring-ring';` },
    { code: `const c = 'bg-status-failed text-status-failed-foreground';` },
    { code: `const label = 'The red-500 server is down';` },
    { code: `const c = 'background-red-500';` },
    { code: `const c = 'bg-[var(--chart-1)]';` },
  ],
  invalid: [
    { code: `const c = 'bg-red-500';`, errors: [{ messageId: 'raw' }] },
    { code: `const c = 'px-2 text-white';`, errors: [{ messageId: 'raw' }] },
    { code: `const c = 'hover:bg-black/50';`, errors: [{ messageId: 'raw' }] },
    { code: 'const c = `border-[#ff0000] ${x}`;', errors: [{ messageId: 'raw' }] },
    { code: `const c = 'text-[rgb(0,0,0)]';`, errors: [{ messageId: 'raw' }] },
    { code: `const c = 'dark:bg-background';`, errors: [{ messageId: 'raw' }] },
    { code: `const el = <div className="ring-slate-300" />;`, errors: [{ messageId: 'raw' }] },
  ],
});

describe('findRawColor', () => {
  it('names the offending class', () => {
    expect(findRawColor('flex bg-emerald-600 p-2')).toBe('bg-emerald-600');
    expect(findRawColor('flex bg-card p-2')).toBeUndefined();
  });
});
