import type { Plugin } from 'esbuild';

export declare function expandGlob(glob: string, fromFolder: string): string[];
export declare function viteImportsPlugin(): Plugin;
export declare function externalPackagesPlugin(bundled?: RegExp): Plugin;
