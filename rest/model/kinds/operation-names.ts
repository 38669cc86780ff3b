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

/**
 * The operation ids of a sub-resource (rest/model/kinds/kind-def.ts SubresourceDef.name), e.g. for
 * ('Module', 'Providers'): getModuleProviders, getModuleProvidersVersion, getModuleProvidersLog,
 * addModuleProviders, replaceModuleProvidersVersion …; binary content: getModuleSourceImageContent,
 * uploadModuleSourceImageVersionContent.
 */
export const subresourceOperationNames = <O extends string, N extends string>(one: O, name: N) =>
  ({
    get: `get${one}${name}`,
    getVersion: `get${one}${name}Version`,
    log: `get${one}${name}Log`,
    put: `replace${one}${name}`,
    putVersion: `replace${one}${name}Version`,
    patch: `patch${one}${name}`,
    patchVersion: `patch${one}${name}Version`,
    post: `add${one}${name}`,
    postVersion: `add${one}${name}Version`,
    delete: `delete${one}${name}`,
    deleteVersion: `delete${one}${name}Version`,
    content: `get${one}${name}Content`,
    contentVersion: `get${one}${name}VersionContent`,
    upload: `upload${one}${name}Content`,
    uploadVersion: `upload${one}${name}VersionContent`,
  }) as const;
