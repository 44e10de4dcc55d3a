import type { ESLint, Rule } from 'eslint';

export declare const RAW_COLOR_PATTERNS: RegExp[];
export declare function findRawColor(text: string): string | undefined;
export declare const noRawColors: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
