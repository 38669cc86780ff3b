import type { Store } from '../../store/port.ts';
import { assertJsonBody } from '../json-limits.ts';
import type { KindDef } from '../kinds/kind-def.ts';
import { assertId, assertPermitted } from '../resources/resource-access.ts';
import type { Actor } from '../identity/actor.ts';
import { mayCreate } from '../resources/permissions.ts';
import { assertExpectedHead } from '../resources/conditional.ts';
import { derivedFields } from '../lists/derived-values.ts';
import { badRequest, conflict, DomainError, forbidden } from '../errors.ts';
import { mergePatch } from '../versions/json-changes.ts';
import { freeCopyDomains } from '../effects/domain-claims.ts';
import { grantsToAccess } from '../resources/permissions.ts';
import { assertVersionNumber, envelope, permittedHead, readableHead, versionRow } from '../resources/resource-access.ts';
import { titleOf } from '../resources/resource-reads.ts';
import type { Envelope } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { versionRowId, type HeadRow, type VersionRow } from '../resources/storage-layout.ts';
import { assertValid } from '../validation.ts';
import { planMerge } from '../versions/version-merge.ts';
import type { ReferenceMoves } from './reference-moves.ts';
import type { Plan, VersionCommits } from './version-commits.ts';
import type { Conditional, Edit, WriteFlags } from './write-types.ts';
import type { AccessOptions } from '../resources/resource-access.ts';

function assertObjectBody(body: unknown): asserts body is Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('body must be an object');
  assertJsonBody(body);
}

/** A change of a document: from the document written on to the new version's document, knowing that version's number. */
export type Change = (base: Record<string, unknown>, made: { version: number }) => Record<string, unknown>;

/** One of several changes written together: a new head version of one resource, made knowing what the changes before it wrote. */
export interface LinkedChange {
  kind: KindDef;
  id: string;
  change: (head: Record<string, unknown>, earlier: Envelope[]) => Record<string, unknown>;
  /** the head the change was made on */
  expectedHead?: number;
  /** the input expectedHead came from, named by a PRECONDITION_FAILED (`details.field`) */
  precondition?: string;
}

/** Creating resources and adding versions to them: replace, patch, a change at a path, copy and merge. */
export class DocumentWrites {
  constructor(
    private readonly rt: Runtime,
    private readonly commits: VersionCommits,
    private readonly moves: ReferenceMoves,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  async create(actor: Actor, kind: KindDef, body: unknown, from?: { id?: string; version?: number }, within: Store = this.store): Promise<Envelope> {
    if (!mayCreate(actor, kind)) {
      throw forbidden(`You may not create ${kind.collection} in workspace ${actor.workspace}`);
    }
    assertObjectBody(body);
    let document = body;
    let origin: VersionRow['origin'] = null;
    if (from?.version !== undefined && from.id === undefined) throw badRequest('duplicate_version needs duplicate_id');
    if (from?.id !== undefined) {
      const source = await permittedHead(this.store, actor, kind, from.id, 'duplicate', { multiWorkspace: true });
      const sourceRow = await versionRow(this.store, kind, source, from.version ?? source.head);
      document = mergePatch(mergePatch(sourceRow.document, kind.duplicatePatch ?? {}), body) as Record<string, unknown>;
      document = await freeCopyDomains(this.store, kind, document, body);
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
      lastEdited: now,
      head: 1,
      latest: 1,
      revision: 1,
      deleted: false,
      public: false,
      grants: [],
      ...grantsToAccess([]),
      document,
      ...derivedFields(kind, document),
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
    await this.commits.first(actor, kind, head, row, within);
    return envelope(head, 1, document);
  }

  /**
   * PUT and PATCH, on the head (`base` undefined) or on a version. The new version's parent is the
   * version written on; the head moves to it unless notHead.
   */
  async write(actor: Actor, kind: KindDef, id: string, base: number | undefined, edit: Edit, flags: WriteFlags = {}): Promise<Envelope> {
    const body = 'replace' in edit ? edit.replace : edit.patch;
    assertObjectBody(body);
    const change: Change = 'replace' in edit ? () => edit.replace : (document) => mergePatch(document, edit.patch) as Record<string, unknown>;
    return this.change(actor, kind, id, base, change, flags);
  }

  /**
   * A version made by `change` from the version written on (the head when `base` is undefined). The
   * head is read once, inside the transaction, and who may write it is checked there.
   */
  async change(actor: Actor, kind: KindDef, id: string, base: number | undefined, change: Change, flags: WriteFlags = {}): Promise<Envelope> {
    if (base !== undefined) assertVersionNumber(base);
    assertId(kind, id);
    const planner = async (fresh: HeadRow, tx: Store): Promise<Plan> => {
      assertPermitted(actor, kind, fresh, 'write', flags);
      assertExpectedHead(flags.expectedHead, kind, fresh);
      const parent = base ?? fresh.head;
      const baseDocument = parent === fresh.head ? fresh.document : (await versionRow(tx, kind, fresh, parent)).document;
      return { document: change(baseDocument, { version: fresh.latest + 1 }), parents: [parent], moveHead: !flags.notHead, versionKind: flags.complete ? 'Version' : 'Microversion' };
    };
    const moveReferences = !flags.notHead && (flags.updateAllReferences || flags.updateMyReferences);
    const { head, row } = !moveReferences
      ? await this.commits.commit(actor, kind, id, planner)
      : // moving the users is part of the write: both land, or neither
        await this.store.transaction(async (tx) => {
          const written = await this.commits.commit(actor, kind, id, planner, {}, tx);
          await this.moves.moveTo(tx, actor, kind, id, written.row.version, !!flags.updateMyReferences && !flags.updateAllReferences);
          return written;
        });
    return envelope(head, row.version, row.document);
  }

  /**
   * PUT …/v/{versionId}: with `from`, an empty body copies one version onto the head (from once) or
   * merges two (from twice); without, the body replaces the document on that version.
   */
  async putVersion(actor: Actor, kind: KindDef, id: string, version: number, body: unknown, flags: WriteFlags & { from?: number[] } = {}): Promise<Envelope> {
    const { from, ...writeFlags } = flags;
    if (from !== undefined) {
      if (body !== undefined) throw badRequest('body must be empty when from is given: copy and merge take their documents from the versions named by from');
      return this.copyOrMerge(actor, kind, id, version, from, writeFlags);
    }
    if (body === undefined) throw badRequest('body must be an object: the document of the new version (or give from, with an empty body, to copy or merge)');
    assertObjectBody(body);
    return this.write(actor, kind, id, version, { replace: body }, writeFlags);
  }

  /** PUT …/v/{head}?from=a[&from=b]: copy one version onto the head, or merge two. */
  async copyOrMerge(actor: Actor, kind: KindDef, id: string, headVersion: number, from: number[], flags: AccessOptions & Conditional = {}): Promise<Envelope> {
    assertVersionNumber(headVersion);
    if (from.length < 1 || from.length > 2) throw badRequest('from must be given once (copy) or twice (merge)');
    from.forEach((v) => assertVersionNumber(v, 'from'));
    assertId(kind, id);
    const { head, row } = await this.commits.commit(actor, kind, id, async (fresh, tx) => {
      assertPermitted(actor, kind, fresh, 'write', flags);
      assertExpectedHead(flags.expectedHead, kind, fresh);
      assertExpectedHead(headVersion, kind, fresh);
      return this.copyOrMergePlan(tx, kind, fresh, from);
    });
    return envelope(head, row.version, row.document);
  }

  private async copyOrMergePlan(tx: Store, kind: KindDef, fresh: HeadRow, from: number[]): Promise<Plan> {
    // one read at a time: a transaction is used by one operation at once
    const a = await versionRow(tx, kind, fresh, from[0]);
    const b = from[1] === undefined ? undefined : await versionRow(tx, kind, fresh, from[1]);
    if (!b) {
      if (a.version === fresh.head) throw badRequest(`version ${a.version} is already the head`);
      return { document: a.document, parents: [fresh.head, a.version], moveHead: true, versionKind: 'Microversion' };
    }
    if (a.version === b.version) throw badRequest('from must name two different versions to merge');
    const merged = await planMerge(tx, kind, fresh, a, b);
    if (merged.conflicts.length) {
      throw conflict(`versions ${a.version} and ${b.version} both change ${merged.conflicts.join(', ')}`, { conflicts: merged.conflicts, base: merged.base ?? null });
    }
    return { document: merged.document, parents: [...new Set([fresh.head, a.version, b.version])], moveHead: true, versionKind: 'Microversion' };
  }

  /**
   * Several changes, in order, as one transaction: each resource gets a new head version, all of them
   * or none (a configurator and the product it offers, saved together). The actor must be able to
   * write each; a later change sees the versions the earlier ones wrote.
   */
  async changeTogether(actor: Actor, changes: LinkedChange[]): Promise<Envelope[]> {
    for (const { kind, id } of changes) await permittedHead(this.store, actor, kind, id, 'write');
    return this.store.transaction((tx) => this.applyChanges(actor, changes, tx));
  }

  /**
   * A new resource and changes of others, as one transaction: all land or none does (a work batch
   * and its orders moved to processing). The actor must be able to create the one and write the others.
   * `also` writes what goes with them in the same transaction (a task the new resource names).
   */
  async createTogether(actor: Actor, kind: KindDef, body: unknown, changes: LinkedChange[], also?: (tx: Store, created: Envelope) => Promise<void>): Promise<{ created: Envelope; changed: Envelope[] }> {
    for (const change of changes) await permittedHead(this.store, actor, change.kind, change.id, 'write');
    return this.store.transaction(async (tx) => {
      const created = await this.create(actor, kind, body, undefined, tx);
      const changed = await this.applyChanges(actor, changes, tx);
      await also?.(tx, created);
      return { created, changed };
    });
  }

  private async applyChanges(actor: Actor, changes: LinkedChange[], tx: Store): Promise<Envelope[]> {
    const written: Envelope[] = [];
    for (const { kind, id, change, expectedHead, precondition } of changes) {
      const { head, row } = await this.commits.commit(
        actor,
        kind,
        id,
        async (fresh) => {
          try {
            assertExpectedHead(expectedHead, kind, fresh);
          } catch (error) {
            if (!(error instanceof DomainError) || !precondition) throw error;
            throw new DomainError(error.code, error.message, { ...error.details, field: precondition });
          }
          return { document: change(fresh.document, written), parents: [fresh.head], moveHead: true, versionKind: 'Microversion' };
        },
        {},
        tx,
      );
      written.push(envelope(head, row.version, row.document));
    }
    return written;
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
        const { head, row } = await this.commits.commit(
          actor,
          kind,
          id,
          async (fresh) => ({ document: change(fresh.document) ?? fresh.document, parents: [fresh.head], moveHead: true, versionKind: 'Microversion' }),
          {},
          tx,
        );
        written.push(envelope(head, row.version, row.document));
      }
      return written;
    });
  }
}
