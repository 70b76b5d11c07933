// Three-level category trees (offer categories, goods categories) built from compact literals.

export interface TreeNode {
  id: number;
  parentId: number;
  level: number;
  title: string;
  code: string;
  children: TreeNode[];
}

/** A literal: a title, or [title, children]. */
type TreeLiteral = string | readonly [string, readonly TreeLiteral[]];

function slug(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-");
}

export function buildTree(literals: readonly TreeLiteral[], firstId: number): TreeNode[] {
  let next = firstId;
  const build = (lit: TreeLiteral, parentId: number, level: number): TreeNode => {
    const [title, kids] = typeof lit === "string" ? [lit, []] : lit;
    const node: TreeNode = { id: next++, parentId, level, title, code: slug(title), children: [] };
    node.children = kids.map((k) => build(k, node.id, level + 1));
    return node;
  };
  return literals.map((l) => build(l, 0, 1));
}

export function flatten(nodes: readonly TreeNode[]): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (n: TreeNode): void => {
    out.push(n);
    for (const c of n.children) walk(c);
  };
  for (const n of nodes) walk(n);
  return out;
}

export function leaves(nodes: readonly TreeNode[]): TreeNode[] {
  return flatten(nodes).filter((n) => n.children.length === 0);
}
