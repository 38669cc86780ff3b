import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';

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
