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

/** The names of the fields selected right below `path` under the field `info` resolves (through fragments too). */
export function fieldsBelow(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): Set<string> {
  const names = new Set<string>();
  const walk = (selections: readonly SelectionNode[], at: number): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) walk(info.fragments[selection.name.value]?.selectionSet.selections ?? [], at);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections, at);
      else if (at === path.length) names.add(selection.name.value);
      else if (selection.name.value === path[at]) walk(selection.selectionSet?.selections ?? [], at + 1);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet?.selections ?? [], 0);
  return names;
}
