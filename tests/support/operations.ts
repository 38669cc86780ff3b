// The operation ids the registry implies for a kind, derived independently of the route table:
// the core operations (rest/model/kinds/operation-names.ts) and each sub-resource's.
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { operationNames, subresourceOperationNames } from '../../rest/model/kinds/operation-names.ts';

export function expectedOperationIds(kind: KindDef): string[] {
  const ids = Object.entries(operationNames(kind.one, kind.many))
    .filter(([key]) => key !== 'summary' || kind.hasSummary)
    .map(([, id]) => id as string);
  for (const def of kind.subresources) {
    const names = subresourceOperationNames(kind.one, def.name);
    ids.push(names.get, names.getVersion, names.log);
    for (const write of def.writes ?? []) ids.push(names[write], names[`${write}Version`]);
    if (def.content) ids.push(names.content, names.contentVersion, names.upload, names.uploadVersion);
  }
  return ids;
}
