export interface BoundarySettings {
  root: string;
  aliases: Record<string, string>;
}
export type ImportTarget =
  | { kind: 'package'; name: string; specifier: string }
  | { kind: 'path'; path: string; viaAlias: boolean };

export declare function boundarySettings(context: { settings?: Record<string, unknown>; cwd: string }): BoundarySettings;
export declare function fromRoot(root: string, file: string): string;
export declare function importTarget(specifier: string, file: string, settings: BoundarySettings): ImportTarget;
export declare function matchesPackage(target: Extract<ImportTarget, { kind: 'package' }>, patterns: string[]): boolean;
export declare function matchesPath(target: Extract<ImportTarget, { kind: 'path' }>, paths: string[]): boolean;
export declare function packageRootOf(repoPath: string): string;
export declare function sourceFileOf(root: string, repoPath: string): string | undefined;
export declare function specifiersIn(file: string): string[];
