import type { Model } from '../rest/model/model.ts';
import { requireKind } from '../rest/model/kinds/registry.ts';
import type { Ref } from '../rest/model/resource-types.ts';
import { DEMO_SEEDS, DEMO_USERS, DEMO_WORKSPACE } from './demo.ts';

/**
 * Loads the demo workspace into an empty database (one with no workspace yet); otherwise does nothing,
 * so restarts never duplicate it. Returns the ref of every seed by key, for tests.
 */
export async function loadDemo(model: Model): Promise<Map<string, Ref> | undefined> {
  if ((await model.directory.countWorkspaces()) > 0) return undefined;
  await model.directory.addWorkspace(DEMO_WORKSPACE);
  for (const user of DEMO_USERS) {
    await model.directory.addUser({
      email: user.email,
      name: user.name,
      workspace: DEMO_WORKSPACE.alias,
      memberships: [{ workspace: DEMO_WORKSPACE.alias, roles: [user.role] }],
      signupMethod: 'Invitation',
    });
  }
  const admin = await model.directory.actorFor(DEMO_USERS[0].email);
  const refs = new Map<string, Ref>();
  const ref = (key: string): Ref => {
    const found = refs.get(key);
    if (!found) throw new Error(`seed ${key} is used before it is loaded`);
    return found;
  };
  for (const { collection, seeds } of DEMO_SEEDS) {
    const kind = requireKind(collection);
    for (const seed of seeds) {
      const document = typeof seed.document === 'function' ? seed.document(ref) : seed.document;
      const created = await model.writes.create(admin, kind, document);
      refs.set(seed.key, { id: created.id, version: created.version });
    }
  }
  return refs;
}
