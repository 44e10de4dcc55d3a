/**
 * The shape of parsed YAML before anything walks it. js-yaml turns an alias (`*name`) into a second reference to the
 * anchored object, so a document can refer to itself (a cycle: every recursive walk overflows the stack) or repeat a
 * node so often that walking it as a tree never ends (the "billion laughs" pattern). This check visits each distinct
 * node once, so its own work stays bounded by the size of the text.
 */

/** self-reference: the data contains itself; too-large: expanded, it exceeds the node or depth budget. */
export type YamlShapeProblem = 'self-reference' | 'too-large';

/**
 * Budgets for parsed data as a tree, aliases expanded. The largest recipe has a few hundred nodes and nests less than
 * ten deep; the depth matches js-yaml's own nesting limit (maxDepth 100), which aliases could otherwise get around.
 */
export const YAML_SHAPE_LIMITS = { maxNodes: 20_000, maxDepth: 100 } as const;

export interface YamlShapeLimits {
  maxNodes: number;
  maxDepth: number;
}

type Container = object;

/** What a node weighs as a tree, aliases expanded: its node count and its height in collections (a leaf is 0). */
interface Weight {
  nodes: number;
  height: number;
}

const LEAF: Weight = { nodes: 1, height: 0 };

interface Frame {
  node: Container;
  children: readonly unknown[];
  next: number;
  nodes: number;
  height: number;
  depth: number;
}

// Only sequences and mappings hold other nodes; a timestamp (Date) or !!binary value is a leaf.
function isContainer(value: unknown): value is Container {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

function childrenOf(node: Container): readonly unknown[] {
  return Array.isArray(node) ? node : Object.values(node);
}

/**
 * Why parsed YAML cannot be walked safely, or undefined when it can: a cycle anywhere is a self-reference; a tree
 * (aliases expanded) over the node or depth budget is too large. Iterative, so deep data cannot overflow the stack.
 */
export function yamlShapeProblem(root: unknown, limits: YamlShapeLimits = YAML_SHAPE_LIMITS): YamlShapeProblem | undefined {
  if (!isContainer(root)) return undefined;
  const weights = new Map<Container, Weight>();
  const onPath = new Set<Container>();
  const stack: Frame[] = [];
  const enter = (node: Container, depth: number) => {
    onPath.add(node);
    stack.push({ node, children: childrenOf(node), next: 0, nodes: 1, height: 1, depth });
  };
  // A child's weight added to its parent; false once the parent is over a budget.
  const add = (frame: Frame, weight: Weight) => {
    frame.nodes += weight.nodes;
    frame.height = Math.max(frame.height, weight.height + 1);
    return frame.nodes <= limits.maxNodes && frame.depth + frame.height - 1 <= limits.maxDepth;
  };

  enter(root, 1);
  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (frame.next < frame.children.length) {
      const child = frame.children[frame.next];
      frame.next += 1;
      if (!isContainer(child)) {
        if (!add(frame, LEAF)) return 'too-large';
        continue;
      }
      if (onPath.has(child)) return 'self-reference';
      const known = weights.get(child);
      if (known) {
        if (!add(frame, known)) return 'too-large';
        continue;
      }
      if (frame.depth + 1 > limits.maxDepth) return 'too-large';
      enter(child, frame.depth + 1);
      continue;
    }
    stack.pop();
    onPath.delete(frame.node);
    const weight = { nodes: frame.nodes, height: frame.height };
    weights.set(frame.node, weight);
    const parent = stack.at(-1);
    if (parent && !add(parent, weight)) return 'too-large';
  }
  return undefined;
}
