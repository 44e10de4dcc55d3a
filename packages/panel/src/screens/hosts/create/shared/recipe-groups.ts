import { FRAMEWORK_GROUPS, type RecipeFramework } from '../../../../api/schemas/recipes';

/** Frameworks of one group, in index order. */
export interface FrameworkGroupEntry {
  group: string;
  frameworks: RecipeFramework[];
}

/** Frameworks grouped in FRAMEWORK_GROUPS order; a group the panel does not know yet follows, in index order. */
export function groupFrameworks(frameworks: readonly RecipeFramework[]): FrameworkGroupEntry[] {
  const byGroup = new Map<string, RecipeFramework[]>();
  for (const framework of frameworks) byGroup.set(framework.group, [...(byGroup.get(framework.group) ?? []), framework]);
  const known: readonly string[] = FRAMEWORK_GROUPS;
  const order = [...known.filter((group) => byGroup.has(group)), ...[...byGroup.keys()].filter((group) => !known.includes(group))];
  return order.map((group) => ({ group, frameworks: byGroup.get(group) ?? [] }));
}
