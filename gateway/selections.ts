import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

/** Whether the field `info` resolves selects the fields of `path` below it (through fragments too). */
export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): boolean {
  const within = (selections: readonly SelectionNode[], at: number): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) return within(info.fragments[selection.name.value]?.selectionSet.selections ?? [], at);
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet.selections, at);
      if (selection.name.value !== path[at]) return false;
      return at === path.length - 1 || within(selection.selectionSet?.selections ?? [], at + 1);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet?.selections ?? [], 0));
}
