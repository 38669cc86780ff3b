import { Readable } from 'node:stream';
import type { Actor, Role } from '../rest/model/identity/actor.ts';
import { extensionOf } from '../rest/model/content/content-types.ts';
import { DomainError } from '../rest/model/errors.ts';
import type { KindDef } from '../rest/model/kinds/kind-def.ts';
import type { Model } from '../rest/model/model.ts';
import { hashPassword } from '../rest/model/identity/passwords.ts';
import { requireKind } from '../rest/model/kinds/registry.ts';
import type { Ref } from '../rest/model/resources/resource-types.ts';
import { BIRCH_SEEDS, BIRCH_USERS, BIRCH_WORKSPACE } from './birch.ts';
import { DEMO_CUSTOMERS, DEMO_SEEDS, DEMO_USERS, DEMO_WORKSPACE } from './demo.ts';
import { TEAM_USERS, TEAM_WORKSPACE } from './joinery-team.ts';
import { STOREFRONT_SIGNUP } from '../rest/model/identity/directory.ts';
import { DEMO_STEP_FILES, type SeedUpload } from './demo-geometry.ts';
import { PRESET_THEMES, presetDocument } from './presets.ts';
import type { Seeding } from '../rest/model/runtime.ts';
import { loadDemoActivity } from './demo-activity.ts';

interface SeedWorkspace {
  workspace: { alias: string; name: string; color: string; plan: 'FREE' | 'SOLO' | 'STARTUP' | 'GROWTH' | 'ENTERPRISE' };
  users: { email: string; name: string; role: Role }[];
  /** customers who signed up on its storefronts: guests whose account opens storefronts only */
  customers?: { email: string; name: string }[];
  seeds: { collection: string; seeds: { key: string; document: unknown }[] }[];
  /** files uploaded to seeds once they are made, by seed key */
  uploads?: Record<string, SeedUpload>;
  /** its team has seen the dashboard's welcome pop-up (named and staffed already); Birch & Co's admin has not, so a fresh start shows it */
  welcomed?: boolean;
}

/**
 * The demo: Oak & Ash (one user per role, every kind of resource) and Birch & Co (its own admin and a
 * few resources); and the public preset themes (seeds/presets.ts).
 */
export const DEMO_WORKSPACES: SeedWorkspace[] = [
  { workspace: DEMO_WORKSPACE, users: DEMO_USERS, customers: DEMO_CUSTOMERS, seeds: DEMO_SEEDS, uploads: DEMO_STEP_FILES, welcomed: true },
  { workspace: BIRCH_WORKSPACE, users: BIRCH_USERS, seeds: BIRCH_SEEDS },
  // the superadmin (issue 22 §4), in the Joinery team's own workspace
  { workspace: TEAM_WORKSPACE, users: TEAM_USERS, seeds: [], welcomed: true },
];

/**
 * Uploads a seed's file through the model's content path, as a PUT of it over REST does: a new version
 * whose file sub-resource has the content's name, type, address, hash and size. Answers that version,
 * or undefined when the server's upload limit (MAX_UPLOAD_BYTES) is below the file's size: the demo
 * then starts without it, as the upload over REST would have been refused.
 */
async function upload(model: Model, actor: Actor, kind: KindDef, id: string, file: SeedUpload): Promise<number | undefined> {
  const def = kind.subresources.find((d) => d.path === file.subresource);
  if (!def?.content) throw new Error(`${kind.collection} have no file sub-resource ${file.subresource}`);
  const at = { kind, def, id, params: {} };
  try {
    const written = await model.content.upload(actor, at, extensionOf(file.name)!, async (stage) => ({ staged: await stage(Readable.from([file.bytes()])), filename: file.name }));
    return written.version;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'PAYLOAD_TOO_LARGE') return undefined;
    throw error;
  }
}

/**
 * Loads one workspace: its users (who sign in with `password`), then its resources as its first user
 * (the admin), each followed by the upload of its file if it has one (its second version, which the
 * seeds after it refer to).
 */
async function loadWorkspace(model: Model, { workspace, users, customers = [], seeds, uploads = {}, welcomed }: SeedWorkspace, password: string): Promise<Map<string, Ref>> {
  await model.directory.addWorkspace(workspace);
  const accounts = [
    ...users.map((user) => ({ ...user, signupMethod: 'Invitation' })),
    ...customers.map((customer) => ({ ...customer, role: 'guest' as const, signupMethod: STOREFRONT_SIGNUP })),
  ];
  for (const user of accounts) {
    await model.directory.addUser({
      email: user.email,
      name: user.name,
      workspace: workspace.alias,
      memberships: [{ workspace: workspace.alias, roles: [user.role] }],
      signupMethod: user.signupMethod,
      passwordHash: await hashPassword(password),
    });
    if (welcomed) await model.identity.users.markWelcomeShown(await model.directory.actorFor(user.email));
  }
  const admin = await model.directory.actorFor(users[0].email);
  const refs = new Map<string, Ref>();
  const ref = (key: string): Ref => {
    const found = refs.get(key);
    if (!found) throw new Error(`seed ${key} is used before it is loaded`);
    return found;
  };
  for (const { collection, seeds: list } of seeds) {
    const kind = requireKind(collection);
    for (const seed of list) {
      const document = typeof seed.document === 'function' ? seed.document(ref) : seed.document;
      const created = await model.writes.create(admin, kind, document);
      const file = uploads[seed.key];
      const uploaded = file && (await upload(model, admin, kind, created.id, file));
      refs.set(seed.key, { id: created.id, version: uploaded ?? created.version });
    }
  }
  return refs;
}

/** The preset themes, made by Oak & Ash's admin and shared as public: every workspace is offered them. */
async function loadPresets(model: Model, adminEmail: string): Promise<void> {
  const admin = await model.directory.actorFor(adminEmail);
  const themes = requireKind('themes');
  for (const preset of PRESET_THEMES) {
    const created = await model.writes.create(admin, themes, presetDocument(preset));
    await model.metadata.setSharing(admin, themes, created.id, { public: true, grants: [] });
  }
}

/** Demo users of a database seeded before sign-in existed have no password yet: they get DEMO_PASSWORD. */
async function givePasswords(model: Model, password: string): Promise<void> {
  for (const { users, customers = [] } of DEMO_WORKSPACES) {
    for (const { email } of [...users, ...customers]) {
      const user = await model.directory.user(email);
      if (user && !user.passwordHash && !user.providers) await model.directory.updateUser(email, { passwordHash: await hashPassword(password) });
    }
  }
}

/**
 * Loads the demo into an empty database (one with no workspace yet); otherwise does nothing, so
 * restarts never duplicate it. Every demo user's password is `password` (DEMO_PASSWORD). Returns
 * the ref of every Oak & Ash seed by key, for tests.
 */
export async function loadDemo(model: Model, password: string, seeding?: Seeding): Promise<Map<string, Ref> | undefined> {
  if ((await model.directory.countWorkspaces()) > 0) {
    await givePasswords(model, password);
    return undefined;
  }
  const [oak, ...others] = DEMO_WORKSPACES;
  const refs = await loadWorkspace(model, oak, password);
  // the storefront's past 90 days, dated by the seeding clock (a loader given none, a bench's, writes none)
  if (seeding) await loadDemoActivity(model, seeding, refs);
  for (const other of others) await loadWorkspace(model, other, password);
  await loadPresets(model, oak.users[0].email);
  return refs;
}
