import { DuplicateKeyError, w, type Store } from '../store/port.ts';
import type { Actor } from './actor.ts';
import { WORKSPACES, type WorkspaceRow } from './directory.ts';
import { assertResourceWithinPlan } from './identity/plan-limits.ts';
import { badRequest, conflict, DomainError, failedDependency, forbidden, preconditionFailed } from './errors.ts';
import { filterValues } from './filters.ts';
import { merge3, mergePatch } from './json-changes.ts';
import { assertJsonBody } from './json-limits.ts';
import type { KindDef } from './kinds/kind-def.ts';
import { kindOf } from './kinds/registry.ts';
import { grantsToAccess, mayCreate, permissionsOf } from './permissions.ts';
import { findRefs, rewriteRefs } from './references.ts';
import {
  allVersions, assertVersionNumber, describeResource, envelope, permittedHead, readableHead, versionInfo, versionRow,
  type AccessOptions,
} from './resource-access.ts';
import { ResourceReads, titleOf, type Usage } from './resource-reads.ts';
import type { Envelope, Ref, VersionInfo, VersionKind } from './resource-types.ts';
import type { Runtime } from './runtime.ts';
import {
  USAGES, SHORT_CODES, versionRowId, versionsOf, type HeadRow, type SharingGrant, type UsageRow, type VersionRow,
} from './storage-layout.ts';
import { assertValid } from './validation.ts';
import { mergeBase } from './version-graph.ts';
import { Type } from '@sinclair/typebox';
import { Email, Obj } from './kinds/common.schema.ts';
import { recordResourceEvent } from './events.ts';
import { replaceLabels } from './labels.ts';

/** rest-api.md §7.6/§7.7 query flags of writes. */
export interface WriteFlags extends AccessOptions {
  /** add the version without moving the head: a branch */
  notHead?: boolean;
  /** mark the new version complete: a Version rather than a Microversion */
  complete?: boolean;
  /** move every resource that refers to this one onto the new version */
  updateAllReferences?: boolean;
  /** the same, only for resources the actor owns */
  updateMyReferences?: boolean;
  /** the ETag the caller last saw of the head (If-Match) */
  ifMatch?: string;
}

export interface DeleteFlags extends AccessOptions {
  archive?: boolean;
  failIfUsed?: boolean;
  updateUsed?: boolean;
}

export type Edit =
  | { replace: Record<string, unknown> }
  | { patch: Record<string, unknown> };

interface Plan {
  document: Record<string, unknown>;
  parents: number[];
  moveHead: boolean;
  versionKind: VersionKind;
}

export const SharingBody = Obj({
  public: Type.Boolean(),
  grants: Type.Array(Obj({ email: Email, action: Type.Unsafe<SharingGrant['action']>({ type: 'string', enum: ['GrantedReadAccess', 'GrantedWriteAccess', 'Duplicated'] }) }), { maxItems: 1000 }),
});

export const VersionSummaryBody = Obj({
  tag: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()])),
  summary: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});

export const etagOf = (version: number) => `"${version}"`;

/** If-Match: `*` or a list of ETags, one of which must be the head's. */
function matches(ifMatch: string, version: number): boolean {
  const tags = ifMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etagOf(version));
}

const MAX_ATTEMPTS = 8;

export class ResourceWrites {
  constructor(
    private readonly rt: Runtime,
    private readonly reads: ResourceReads,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  /**
   * A document that fits its kind's schema must refer only to versions that exist and that the actor
   * may read (a ref to something unreadable is answered like a missing one, so it reveals nothing).
   */
  private async assertRefs(store: Store, actor: Actor, kind: KindDef, document: unknown): Promise<void> {
    const checked = new Set<string>();
    for (const ref of findRefs(kind, document)) {
      // a product lists the same module version in several places; one look is enough
      const key = `${ref.collection}/${ref.id}/${ref.version}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const target = kindOf(ref.collection);
      const missing = () =>
        badRequest(`${ref.path} refers to ${target ? target.label.toLowerCase() : ref.collection} ${ref.id} version ${ref.version}, which does not exist`);
      if (!target) throw missing();
      const head = (await store.findOne(target.collection, w.eq('id', ref.id))) as HeadRow | null;
      if (!head || !permissionsOf(actor, head).read) throw missing();
      if (!(await store.findOne(versionsOf(target), w.eq('id', versionRowId(ref.id, ref.version))))) throw missing();
    }
  }

  /** application.md §9: what the plan of the resource's workspace allows (a workspace without a row is on FREE). */
  private async assertPlan(tx: Store, kind: KindDef, workspace: string, next: Record<string, unknown>, previous: Record<string, unknown> | null): Promise<void> {
    const row = ((await tx.findOne(WORKSPACES, w.eq('id', workspace))) as WorkspaceRow | null) ?? ({ alias: workspace, plan: 'FREE' } as WorkspaceRow);
    await assertResourceWithinPlan(tx, row, kind, next, previous);
  }

  private headFields(kind: KindDef, document: Record<string, unknown>, now: string) {
    return {
      document,
      data: kind.list(document as never),
      filter: filterValues(kind, document),
      sortName: (titleOf(kind, document) ?? '').toLowerCase(),
      lastEdited: now,
    };
  }

  private async replaceUsages(store: Store, kind: KindDef, id: string, version: number, document: Record<string, unknown>): Promise<void> {
    await store.delete(USAGES, w.and(w.eq('userCollection', kind.collection), w.eq('userId', id)));
    const rows = new Map<string, UsageRow>();
    for (const ref of findRefs(kind, document)) {
      const key = `${kind.collection}/${id}/${ref.collection}/${ref.id}/${ref.version}`;
      rows.set(key, {
        id: key,
        userCollection: kind.collection,
        userId: id,
        userVersion: version,
        usedCollection: ref.collection,
        usedId: ref.id,
        usedVersion: ref.version,
      });
    }
    if (rows.size) await store.insert(USAGES, [...rows.values()]);
  }

  /**
   * Adds one version atomically. `plan` runs inside the transaction against the freshest head, so a
   * patch is applied to what is really there; when another writer got in first, the attempt is redone.
   */
  private async commit(
    actor: Actor,
    kind: KindDef,
    id: string,
    plan: (head: HeadRow, tx: Store) => Promise<Plan>,
    extra: Partial<Pick<VersionRow, 'origin' | 'tag' | 'summary'>> = {},
    /** a transaction to join, so that several commits land together or not at all */
    within: Store = this.store,
  ): Promise<{ head: HeadRow; row: VersionRow }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await within.transaction(async (tx) => {
          const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow;
          const step = await plan(head, tx);
          assertValid(kind.schema, step.document);
          await this.assertRefs(tx, actor, kind, step.document);
          if (step.moveHead) await this.assertPlan(tx, kind, head.workspace, step.document, head.document);
          const now = this.rt.now().toISOString();
          const version = head.latest + 1;
          const row: VersionRow = {
            id: versionRowId(id, version),
            resource: id,
            version,
            parents: step.parents,
            author: actor.email,
            created: now,
            kind: step.versionKind,
            complete: step.versionKind === 'Version',
            tag: extra.tag ?? null,
            summary: extra.summary ?? null,
            origin: extra.origin ?? null,
            document: step.document,
          };
          await tx.insert(versionsOf(kind), [row]);
          const set: Record<string, unknown> = { latest: version, revision: head.revision + 1 };
          if (step.moveHead) Object.assign(set, { head: version }, this.headFields(kind, step.document, now));
          const matched = await tx.update(kind.collection, w.and(w.eq('id', id), w.eq('latest', head.latest)), { set });
          if (matched !== 1) throw new DuplicateKeyError(kind.collection, id);
          if (step.moveHead) {
            await this.replaceUsages(tx, kind, id, version, step.document);
            await replaceLabels(tx, kind, head, step.document, head.document);
          }
          await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'NewVersion', version, author: actor.email });
          return { head: { ...head, ...set } as HeadRow, row };
        });
      } catch (error) {
        // only engines without transactions race here; every attempt's version is its own
        if (error instanceof DuplicateKeyError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  async create(actor: Actor, kind: KindDef, body: unknown, from?: { id?: string; version?: number }): Promise<Envelope> {
    if (!mayCreate(actor, kind.collection)) {
      throw forbidden(`You may not create ${kind.collection} in workspace ${actor.workspace}`);
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object');
    assertJsonBody(body);
    let document = body as Record<string, unknown>;
    let origin: VersionRow['origin'] = null;
    if (from?.version !== undefined && from.id === undefined) throw badRequest('duplicate_version needs duplicate_id');
    if (from?.id !== undefined) {
      const source = await permittedHead(this.store, actor, kind, from.id, 'duplicate', { multiWorkspace: true });
      const sourceRow = await versionRow(this.store, kind, source, from.version ?? source.head);
      document = mergePatch(sourceRow.document, body) as Record<string, unknown>;
      origin = { collection: kind.collection, id: source.id, version: sourceRow.version };
    }
    // the head's list row and filter values below are derived from the document and assume it fits
    // the schema (a work batch without orders threw in kind.list: a 500); the refs are checked in the transaction
    assertValid(kind.schema, document);
    const id = this.rt.newId();
    const now = this.rt.now().toISOString();
    const head: HeadRow = {
      id,
      workspace: actor.workspace,
      owner: actor.email,
      created: now,
      head: 1,
      latest: 1,
      revision: 1,
      deleted: false,
      public: false,
      grants: [],
      ...grantsToAccess([]),
      ...this.headFields(kind, document, now),
    };
    const row: VersionRow = {
      id: versionRowId(id, 1),
      resource: id,
      version: 1,
      parents: [],
      author: actor.email,
      created: now,
      kind: 'Microversion',
      complete: false,
      tag: null,
      summary: null,
      origin,
      document,
    };
    await this.store.transaction(async (tx) => {
      await this.assertRefs(tx, actor, kind, document);
      await this.assertPlan(tx, kind, head.workspace, document, null);
      await tx.insert(kind.collection, [head]);
      await tx.insert(versionsOf(kind), [row]);
      await this.replaceUsages(tx, kind, id, 1, document);
      await replaceLabels(tx, kind, head, document);
      await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'NewVersion', version: 1, author: actor.email });
    });
    return envelope(head, 1, document);
  }

  /**
   * PUT and PATCH, on the head (`base` undefined) or on a version. The new version's parent is the
   * version written on; the head moves to it unless notHead.
   */
  async write(actor: Actor, kind: KindDef, id: string, base: number | undefined, edit: Edit, flags: WriteFlags = {}): Promise<Envelope> {
    if (base !== undefined) assertVersionNumber(base);
    const body = 'replace' in edit ? edit.replace : edit.patch;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object');
    assertJsonBody(body);
    await permittedHead(this.store, actor, kind, id, 'write', flags);
    const { head, row } = await this.commit(actor, kind, id, async (fresh, tx) => {
      if (flags.ifMatch !== undefined && !matches(flags.ifMatch, fresh.head)) {
        throw preconditionFailed(`${describeResource(kind, id)} has changed: its head is version ${fresh.head}, not ${flags.ifMatch}`, { head: fresh.head });
      }
      const parent = base ?? fresh.head;
      const baseDocument = parent === fresh.head ? fresh.document : (await versionRow(tx, kind, fresh, parent)).document;
      const document = 'replace' in edit ? edit.replace : (mergePatch(baseDocument, edit.patch) as Record<string, unknown>);
      return { document, parents: [parent], moveHead: !flags.notHead, versionKind: flags.complete ? 'Version' : 'Microversion' };
    });
    if (!flags.notHead && (flags.updateAllReferences || flags.updateMyReferences)) {
      await this.moveReferences(actor, kind, id, row.version, flags.updateMyReferences && !flags.updateAllReferences);
    }
    return envelope(head, row.version, row.document);
  }

  /**
   * One change to several resources of a kind as one transaction (the batch tools of the products
   * table): each resource that `change` alters gets a new version on its head, all of them or none.
   * The actor must be able to write every resource the change alters; otherwise nothing is written and
   * the 403 names each one. Resources the change leaves as they are get no version.
   */
  async writeEach(actor: Actor, kind: KindDef, ids: string[], change: (document: Record<string, unknown>) => Record<string, unknown> | undefined): Promise<Envelope[]> {
    return this.store.transaction(async (tx) => {
      const changed: string[] = [];
      const refused: HeadRow[] = [];
      for (const id of ids) {
        const { head, permissions } = await readableHead(tx, actor, kind, id);
        if (!change(head.document)) continue;
        if (permissions.write) changed.push(id);
        else refused.push(head);
      }
      if (refused.length) {
        const named = refused.map((head) => ({ collection: kind.collection, id: head.id, name: titleOf(kind, head.document) ?? null }));
        const list = named.map((r) => `${r.name ?? r.id} (${kind.label.toLowerCase()} ${r.id})`).join(', ');
        throw new DomainError('FORBIDDEN', `You may not change ${list}: nothing was changed`, { refused: named });
      }
      const written: Envelope[] = [];
      for (const id of changed) {
        const { head, row } = await this.commit(actor, kind, id, async (fresh) => ({
          document: change(fresh.document) ?? fresh.document,
          parents: [fresh.head],
          moveHead: true,
          versionKind: 'Microversion',
        }), {}, tx);
        written.push(envelope(head, row.version, row.document));
      }
      return written;
    });
  }

  /** Points every (or every own) resource referring to `id` at `version`, each as a new version of its own. */
  private async moveReferences(actor: Actor, kind: KindDef, id: string, version: number, onlyMine: boolean | undefined): Promise<void> {
    const rows = (await this.store.find(USAGES, { where: w.and(w.eq('usedCollection', kind.collection), w.eq('usedId', id)) })) as UsageRow[];
    const users = new Map(rows.filter((r) => !(r.userCollection === kind.collection && r.userId === id)).map((r) => [`${r.userCollection}/${r.userId}`, r]));
    for (const usage of users.values()) {
      const userKind = kindOf(usage.userCollection)!;
      const user = (await this.store.findOne(userKind.collection, w.eq('id', usage.userId))) as HeadRow | null;
      if (!user || user.deleted || (onlyMine && user.owner !== actor.email)) continue;
      const access = await readableHead(this.store, actor, userKind, user.id, { multiWorkspace: true }).catch(() => undefined);
      if (!access?.permissions.write) continue;
      await this.commit(actor, userKind, user.id, async (fresh) => ({
        document: rewriteRefs(userKind, fresh.document, (ref, collection) =>
          collection === kind.collection && ref.id === id ? { id, version } : undefined,
        ),
        parents: [fresh.head],
        moveHead: true,
        versionKind: 'Microversion',
      }));
    }
  }

  /** PUT …/v/{head}?from=a[&from=b]: copy one version onto the head, or merge two. */
  async copyOrMerge(actor: Actor, kind: KindDef, id: string, headVersion: number, from: number[], flags: AccessOptions = {}): Promise<Envelope> {
    assertVersionNumber(headVersion);
    if (from.length < 1 || from.length > 2) throw badRequest('from must be given once (copy) or twice (merge)');
    from.forEach((v) => assertVersionNumber(v, 'from'));
    await permittedHead(this.store, actor, kind, id, 'write', flags);
    const { head, row } = await this.commit(actor, kind, id, async (fresh, tx) => {
      if (headVersion !== fresh.head) {
        throw preconditionFailed(`${describeResource(kind, id)} has changed: its head is version ${fresh.head}, not ${headVersion}`, { head: fresh.head });
      }
      const [a, b] = await Promise.all(from.map((v) => versionRow(tx, kind, fresh, v)));
      if (!b) {
        if (a.version === fresh.head) throw badRequest(`version ${a.version} is already the head`);
        return { document: a.document, parents: [fresh.head, a.version], moveHead: true, versionKind: 'Microversion' };
      }
      if (a.version === b.version) throw badRequest('from must name two different versions to merge');
      const rows = await allVersions(tx, kind, id);
      const graph = new Map(rows.map((r) => [r.version, r]));
      const baseVersion = mergeBase(graph, a.version, b.version);
      const baseDocument = baseVersion === undefined ? {} : (await versionRow(tx, kind, fresh, baseVersion)).document;
      const merged = merge3(baseDocument, a.document, b.document);
      if (merged.conflicts.length) {
        throw conflict(`versions ${a.version} and ${b.version} both change ${merged.conflicts.join(', ')}`, { conflicts: merged.conflicts, base: baseVersion ?? null });
      }
      const parents = [...new Set([fresh.head, a.version, b.version])];
      return { document: merged.document, parents, moveHead: true, versionKind: 'Microversion' };
    });
    return envelope(head, row.version, row.document);
  }

  /** PUT …/log/{versionId}: a version's tag and summary are its only changeable facts. */
  async setLogEntry(actor: Actor, kind: KindDef, id: string, version: number, body: unknown, flags: AccessOptions = {}): Promise<VersionInfo> {
    assertValid(VersionSummaryBody, body, 'body');
    const { tag, summary } = body as { tag?: string | null; summary?: string | null };
    const head = await permittedHead(this.store, actor, kind, id, 'write', flags);
    const row = await versionRow(this.store, kind, head, version);
    return this.store.transaction(async (tx) => {
      if (tag) {
        const other = (await tx.findOne(versionsOf(kind), w.and(w.eq('resource', id), w.eq('tag', tag)))) as VersionRow | null;
        if (other && other.version !== version) throw conflict(`tag ${tag} already names version ${other.version}`);
      }
      const set: Record<string, unknown> = {};
      // a tagged version is a named Version; untagged, it is what its write made it
      if (tag !== undefined) Object.assign(set, { tag, kind: tag || row.complete ? 'Version' : 'Microversion' });
      if (summary !== undefined) set.summary = summary;
      await tx.update(versionsOf(kind), w.eq('id', row.id), { set });
      await this.bumpRevision(tx, kind, id);
      await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'Tagged', version, author: actor.email });
      return versionInfo({ ...row, ...set } as VersionRow);
    });
  }

  /** Counts a metadata change in the head's revision (part of version ETags), inside the change's transaction. */
  private async bumpRevision(tx: Store, kind: KindDef, id: string): Promise<void> {
    const head = (await tx.findOne(kind.collection, w.eq('id', id))) as HeadRow | null;
    if (head) await tx.update(kind.collection, w.eq('id', id), { set: { revision: head.revision + 1 } });
  }

  async setSharing(actor: Actor, kind: KindDef, id: string, body: unknown, flags: AccessOptions = {}): Promise<{ public: boolean; grants: SharingGrant[] }> {
    assertValid(SharingBody, body, 'body');
    const sharing = body as { public: boolean; grants: SharingGrant[] };
    const head = await permittedHead(this.store, actor, kind, id, 'share', flags);
    await this.store.transaction(async (tx) => {
      await tx.update(kind.collection, w.eq('id', id), { set: { public: sharing.public, grants: sharing.grants, ...grantsToAccess(sharing.grants) } });
      await this.bumpRevision(tx, kind, id);
      await recordResourceEvent(tx, this.rt, { ...head, public: sharing.public, ...grantsToAccess(sharing.grants) }, kind.collection, { action: 'Shared', author: actor.email });
    });
    return { public: sharing.public, grants: sharing.grants };
  }

  /** Every user of a resource (`all`, which decides), and those the actor may read (`visible`, which are named). */
  private async usersOf(actor: Actor, kind: KindDef, id: string, version?: number): Promise<{ all: Usage[]; visible: Usage[] }> {
    const rows = ((await this.store.find(USAGES, {
      where: w.and(w.eq('usedCollection', kind.collection), w.eq('usedId', id), version !== undefined && w.eq('usedVersion', version)),
    })) as UsageRow[]).filter((r) => !(r.userCollection === kind.collection && r.userId === id));
    return { all: await this.reads.describeUsers(rows), visible: await this.reads.describeUsers(rows, actor) };
  }

  /** 424 naming the users the actor may read; the others are only said to exist, uncounted. */
  private usedError(kind: KindDef, head: HeadRow, users: { all: Usage[]; visible: Usage[] }, what = ''): DomainError {
    const names = users.visible.map((u) => `${kindOf(u.collection)!.label.toLowerCase()} ${u.name ?? u.id} (${u.id})`);
    if (users.visible.length < users.all.length) names.push(names.length ? 'by resources you may not read' : 'resources you may not read');
    const title = titleOf(kind, head.document) ?? head.id;
    return failedDependency(`${title}${what} cannot be deleted as it is used by ${names.join(', ')}`, {
      usedBy: users.visible.map((u) => ({ collection: u.collection, id: u.id, name: u.name })),
    });
  }

  /** Rewrites each user's refs to `id` (removing them, or moving them to `to`), as new versions. */
  /** Runs inside the deleting transaction: every user is rewritten, or none is. */
  private async detachUsers(tx: Store, actor: Actor, kind: KindDef, head: HeadRow, users: Usage[], to?: Ref): Promise<void> {
    for (const usage of new Map(users.map((u) => [`${u.collection}/${u.id}`, u])).values()) {
      const userKind = kindOf(usage.collection)!;
      const access = await readableHead(tx, actor, userKind, usage.id, { multiWorkspace: true }).catch(() => undefined);
      // a user the actor may not read is not named
      if (!access) throw forbidden(`You may not change every resource that uses ${describeResource(kind, head.id)}`);
      if (!access.permissions.write) throw forbidden(`You may not change ${describeResource(userKind, usage.id)}, which uses ${describeResource(kind, head.id)}`);
    }
    for (const usage of new Map(users.map((u) => [`${u.collection}/${u.id}`, u])).values()) {
      const userKind = kindOf(usage.collection)!;
      await this.commit(actor, userKind, usage.id, async (fresh) => ({
        document: rewriteRefs(userKind, fresh.document, (ref, collection) => {
          if (collection !== kind.collection || ref.id !== head.id) return undefined;
          if (!to) return null;
          return ref.version === usage.usesVersion ? to : undefined;
        }),
        parents: [fresh.head],
        moveHead: true,
        versionKind: 'Microversion',
      }), {}, tx).catch((error) => {
        if (error instanceof DomainError && error.code === 'BAD_REQUEST') {
          throw failedDependency(`${describeResource(userKind, usage.id)} cannot do without ${describeResource(kind, head.id)}: ${error.message}`);
        }
        throw error;
      });
    }
  }

  async delete(actor: Actor, kind: KindDef, id: string, flags: DeleteFlags = {}): Promise<void> {
    const head = await permittedHead(this.store, actor, kind, id, 'delete', { ...flags, includeDeleted: true });
    const users = await this.usersOf(actor, kind, id);
    if (users.all.length && flags.failIfUsed) throw this.usedError(kind, head, users);
    await this.store.transaction(async (tx) => {
      if (users.all.length && flags.updateUsed) await this.detachUsers(tx, actor, kind, head, users.all);
      await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'Deleted', author: actor.email });
      // an archived resource's labels are offered no more, like the resource in lists
      await replaceLabels(tx, kind, head, null);
      if (flags.archive) {
        await tx.update(kind.collection, w.eq('id', id), { set: { deleted: true, deletedAt: this.rt.now().toISOString() } });
        return;
      }
      await tx.delete(versionsOf(kind), w.eq('resource', id));
      await tx.delete(USAGES, w.and(w.eq('userCollection', kind.collection), w.eq('userId', id)));
      await tx.delete(SHORT_CODES, w.and(w.eq('collection', kind.collection), w.eq('resource', id)));
      await tx.delete(kind.collection, w.eq('id', id));
    });
  }

  /** Only the tip of an abandoned branch can go: the head and versions others descend from stay. */
  async deleteVersion(actor: Actor, kind: KindDef, id: string, version: number, flags: DeleteFlags = {}): Promise<void> {
    const head = await permittedHead(this.store, actor, kind, id, 'delete', flags);
    const row = await versionRow(this.store, kind, head, version);
    if (flags.archive) throw badRequest('archive applies to whole resources, not to one version');
    if (version === head.head) throw conflict(`version ${version} is the head of ${describeResource(kind, id)}: copy another version to the head first`);
    const children = (await allVersions(this.store, kind, id)).filter((r) => r.parents.includes(version)).map((r) => r.version);
    if (children.length) throw conflict(`version ${version} is a parent of version ${children.join(', ')}: only the tip of a branch can be deleted`);
    const users = await this.usersOf(actor, kind, id, version);
    if (users.all.length && (flags.failIfUsed || !flags.updateUsed)) throw this.usedError(kind, head, users, ` version ${version}`);
    await this.store.transaction(async (tx) => {
      if (users.all.length) await this.detachUsers(tx, actor, kind, head, users.all, { id, version: head.head });
      await tx.delete(versionsOf(kind), w.eq('id', row.id));
      await this.bumpRevision(tx, kind, id);
      await recordResourceEvent(tx, this.rt, head, kind.collection, { action: 'Deleted', version, author: actor.email });
    });
  }
}
