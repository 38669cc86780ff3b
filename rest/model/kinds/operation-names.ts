/**
 * The operation ids of a kind, from its registry names (KindDef.one and KindDef.many), with literal
 * types: the routes (rest/routes/kind.routes.ts) and the typed client (rest/client) both use these.
 *   operationNames('WorkBatch', 'WorkBatches') → { create: 'createWorkBatch', list: 'listWorkBatches', … }
 */
export const operationNames = <O extends string, M extends string>(one: O, many: M) =>
  ({
    create: `create${one}`,
    list: `list${many}`,
    listAll: `listAll${many}`,
    get: `get${one}`,
    check: `check${one}Access`,
    getVersion: `get${one}Version`,
    history: `get${one}History`,
    log: `get${one}Log`,
    logEntry: `get${one}LogEntry`,
    setLogEntry: `update${one}LogEntry`,
    diff: `diff${one}Versions`,
    permissions: `get${one}Permissions`,
    sharing: `get${one}Sharing`,
    setSharing: `update${one}Sharing`,
    usages: `get${one}Usages`,
    versionUsages: `get${one}VersionUsages`,
    summary: `get${one}Summary`,
    replace: `replace${one}`,
    replaceVersion: `replace${one}Version`,
    patch: `patch${one}`,
    patchVersion: `patch${one}Version`,
    delete: `delete${one}`,
    deleteVersion: `delete${one}Version`,
  }) as const;

/** The operations every kind has (summary only where KindDef.hasSummary). */
export type OperationKey = keyof ReturnType<typeof operationNames>;
