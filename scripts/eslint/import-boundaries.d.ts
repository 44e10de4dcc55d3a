import type { ESLint, Rule } from 'eslint';

export declare const noCrossPackageRelative: Rule.RuleModule;
export declare const forbiddenImports: Rule.RuleModule;
export declare const allowedImports: Rule.RuleModule;
export declare const presentationalScreen: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
