const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The methods the registered routes have for a concrete path, to answer a wrong method with 405 and
 * Allow (RFC 9110 §15.5.6) instead of 404. A path parameter (`{id}` or Fastify's `:id`) matches one
 * segment, as in the router.
 */
export function methodsByPath(operations: readonly { method: string; path: string }[]): (path: string) => string[] {
  const byTemplate = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const op of operations) {
    let entry = byTemplate.get(op.path);
    if (!entry) {
      const source = op.path.split(/\{[^}]+\}|:[A-Za-z0-9_]+/).map(escape).join('[^/]+');
      entry = { pattern: new RegExp(`^${source}$`), methods: new Set() };
      byTemplate.set(op.path, entry);
    }
    entry.methods.add(op.method);
  }
  const entries = [...byTemplate.values()];
  return (path) => {
    const methods = new Set<string>();
    for (const entry of entries) if (entry.pattern.test(path)) entry.methods.forEach((m) => methods.add(m));
    return [...methods].sort();
  };
}
