import { parse } from 'nginx-conf';
import type { NginxParseTreeNode } from 'nginx-conf/dist/src/parser';

/*
 * nginx text as a tree that compares semantically (backend-formats 1.3: "compare semantically, not line by line"):
 * parsed by nginx-conf, the library the agent prints with, and each block's directives sorted, so two texts are equal
 * when they hold the same directives with the same values in every block, whatever their order and layout.
 */

export interface NginxTreeNode {
  name: string;
  value: string;
  /** Present on a block (`location / { … }`), absent on a simple directive or an empty `location /x/;`. */
  children?: NginxTreeNode[];
}

const sortKey = (node: NginxTreeNode): string => JSON.stringify(node);

function toTree(node: NginxParseTreeNode): NginxTreeNode {
  const children = node.children ?? [];
  const base = { name: node.name, value: String(node.value ?? '') };
  if (children.length === 0) return base;
  return { ...base, children: children.map(toTree).sort((a, b) => sortKey(a).localeCompare(sortKey(b))) };
}

/** The top-level directives of an nginx text, every block's children in a canonical order; throws if it does not parse. */
export function nginxTree(text: string): NginxTreeNode[] {
  let result: NginxTreeNode[] | undefined;
  let failure: Error | null = null;
  // nginx-conf calls back synchronously.
  parse(text, (error, tree) => {
    failure = error;
    if (tree) result = toTree(tree).children ?? [];
  });
  if (failure || !result) throw failure ?? new Error('nginx-conf gave no tree');
  return result;
}

/** The directives of the only `server { }` block of an nginx text. */
export function serverDirectives(text: string): NginxTreeNode[] {
  const servers = nginxTree(text).filter((node) => node.name === 'server');
  if (servers.length !== 1) throw new Error(`expected one server block, found ${servers.length}`);
  return servers[0]?.children ?? [];
}
