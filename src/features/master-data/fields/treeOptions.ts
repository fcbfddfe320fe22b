import type { SelectOption } from '../../../components/form';
import type { TreeNode } from '../api';

const labelOf = (node: TreeNode) => node.name ?? node.user?.name ?? '';
const childrenOf = (node: TreeNode) => node.children ?? node.children_recursive ?? [];

/**
 * A tree as flat select options, indented with dashes per depth. The subtree
 * rooted at `excludeId` is left out: a category cannot be its own parent or hang below its own
 * child (the server refuses both).
 */
export function treeOptions(
  nodes: readonly TreeNode[],
  excludeId?: number | null,
  depth = 0,
): SelectOption[] {
  return nodes.flatMap((node) =>
    node.id === excludeId
      ? []
      : [
          { value: node.id, label: `${'-'.repeat(depth)}${depth ? ' ' : ''}${labelOf(node)}` },
          ...treeOptions(childrenOf(node), excludeId, depth + 1),
        ],
  );
}
