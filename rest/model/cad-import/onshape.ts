/**
 * A module whose source is an Onshape element (`source.onshape`, issue 21 §2): Onshape translates the
 * element to STEP through its REST API (translations), called with the Onshape account the user linked
 * by signing in with Onshape; the STEP file then becomes the module's file and is imported as any
 * uploaded one. Importing again (a newer Onshape version) writes a new version of the same module.
 *
 * Onshape's API: POST /api/partstudios|assemblies/d/{did}/{wvm}/{wvmid}/e/{eid}/translations starts a
 * translation, GET /api/translations/{id} says how it stands, GET /api/documents/d/{did}/externaldata/{fid}
 * gives the file. Its origin is that of the Onshape sign-in's user-information endpoint.
 */
import type { Static } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import { badGateway, conflict, forbidden } from '../errors.ts';
import { mayCreate } from '../resources/permissions.ts';
import type { Actor } from '../identity/actor.ts';
import type { ProviderTokens } from '../identity/providers.ts';
import { requireKind } from '../kinds/registry.ts';
import type { Onshape } from '../kinds/module.kind.ts';
import { envelope, permittedHead } from '../resources/resource-access.ts';
import type { Envelope } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import { registerTaskType, type TaskContext } from '../tasks/task-types.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import type { Sealed, SecretBox } from '../integrations/secret-box.ts';
import { CadImportError } from './cad-formats.ts';
import type { CadImports, StartedImport } from './cad-imports.ts';

export type OnshapeElement = Static<typeof Onshape>;

export const ONSHAPE_IMPORT_TASK = 'onshape-import';
/** the accounts of CAD services users linked at sign-in, by `{service}:{email}`; their tokens are never sent back */
const LINKS = 'cadlinks';
/** Onshape's path segment for a workspace or a version of a document */
const WVM: Record<OnshapeElement['wvmType'], string> = { Workspace: 'w', Version: 'v' };
const NOT_LINKED = 'No Onshape account is linked to you: sign in with Onshape once, then import';
/** the element types Onshape translates to STEP */
const TRANSLATABLE = ['PARTSTUDIO', 'ASSEMBLY'];
/** how often a translation is asked about */
const POLL_MS = 500;
/** how long a translation may take */
const TRANSLATION_TIMEOUT_MS = 10 * 60 * 1000;

/** A linked account as stored: its tokens sealed with the server's secret key (integrations/secret-box.ts). */
interface LinkRow {
  id: string;
  email: string;
  linked: string;
  expires?: string;
  sealed: { accessToken: Sealed; refreshToken?: Sealed };
}

/** A link stored before tokens were sealed: read, and sealed on that first read. */
type PlainLinkRow = Omit<LinkRow, 'sealed'> & ProviderTokens;

interface OnshapeInput {
  moduleId: string;
  onshape: OnshapeElement;
}

interface Translated {
  hash: string;
  size: number;
  path: string;
  fileName: string;
}

export class OnshapeImports {
  constructor(
    private readonly rt: Runtime,
    private readonly options: { apiOrigin: string; box: SecretBox; writes: DocumentWrites; imports: CadImports; enqueue: (tx: Store, task: { workspace: string; owner: string; documentId: string; title: string; input: OnshapeInput }) => Promise<{ id: string }> },
  ) {}

  async ensureIndexes(): Promise<void> {
    await this.rt.store.ensureIndexes(LINKS, [{ fields: ['email'] }]);
  }

  /** Signing in with Onshape links the account: its tokens are kept, sealed, for imports on the user's behalf. */
  async link(email: string, tokens: ProviderTokens, linked = this.rt.now().toISOString()): Promise<void> {
    const { box } = this.options;
    const row: LinkRow = {
      id: `onshape:${email}`,
      email,
      linked,
      ...(tokens.expires && { expires: tokens.expires }),
      sealed: { accessToken: box.seal(tokens.accessToken), ...(tokens.refreshToken && { refreshToken: box.seal(tokens.refreshToken) }) },
    };
    await this.rt.store.transaction(async (tx) => {
      await tx.delete(LINKS, w.eq('id', row.id));
      await tx.insert(LINKS, [row as never]);
    });
  }

  private async tokenOf(email: string): Promise<string | undefined> {
    const row = (await this.rt.store.findOne(LINKS, w.eq('id', `onshape:${email}`))) as LinkRow | PlainLinkRow | null;
    if (!row) return undefined;
    if ('sealed' in row) return this.options.box.open(row.sealed.accessToken);
    await this.link(email, row, row.linked);
    return row.accessToken;
  }

  /**
   * Imports an Onshape element: into a new module named after it, or (`moduleId`) as the next version of
   * a module made from Onshape before. The translation runs as a task; its file is then imported.
   */
  async start(actor: Actor, onshape: OnshapeElement, moduleId?: string): Promise<StartedImport> {
    if (moduleId === undefined && !mayCreate(actor, requireKind('modules'))) throw forbidden(`You may not create modules in workspace ${actor.workspace}`);
    if (!(await this.tokenOf(actor.email))) throw conflict(NOT_LINKED);
    const modules = requireKind('modules');
    const name = onshape.elementName ?? onshape.documentName ?? 'Onshape part';
    return this.rt.store.transaction(async (tx) => {
      let module: Envelope;
      if (moduleId === undefined) {
        module = await this.options.writes.create(actor, modules, { name, source: { onshape, geometrySettings: { cadOrientation: 'PositiveZ' } } }, undefined, tx);
      } else {
        const head = await permittedHead(tx, actor, modules, moduleId, 'write');
        module = envelope(head, head.head, head.document);
      }
      const task = await this.options.enqueue(tx, { workspace: actor.workspace, owner: actor.email, documentId: module.id, title: `Importing ${name} from Onshape`, input: { moduleId: module.id, onshape } });
      return { module, task };
    });
  }

  /** A call of Onshape's API with a linked account's token; `fail` makes the error of a refusal or a failure. */
  private async api(token: string, path: string, init: RequestInit, fail: (message: string, refused: boolean) => Error): Promise<Response> {
    const response = await fetch(`${this.options.apiOrigin}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...init.headers } }).catch((error: Error) => {
      if (init.signal?.aborted) throw error;
      throw fail(`Onshape could not be reached: ${error.message}`, false);
    });
    if (response.status === 401 || response.status === 403) throw fail(`Onshape refused the linked account (${response.status}): sign in with Onshape again`, true);
    if (!response.ok) throw fail(`Onshape answered ${response.status} to ${init.method ?? 'GET'} ${path}`, false);
    return response;
  }

  /** A read of Onshape's API for the 'From Onshape' dialog, as the actor's linked account: 409 without one or when Onshape refuses it, 502 when Onshape fails. */
  private async browse<T>(actor: Actor, path: string): Promise<T> {
    const token = await this.tokenOf(actor.email);
    if (!token) throw conflict(NOT_LINKED);
    const response = await this.api(token, path, {}, (message, refused) => (refused ? conflict(message) : badGateway(message)));
    return (await response.json()) as T;
  }

  /** The linked account's documents, most recently changed first (Onshape's first 50). */
  async documents(actor: Actor): Promise<{ documents: { id: string; name: string }[] }> {
    const page = await this.browse<{ items?: { id: string; name: string }[] }>(actor, '/api/documents?sortColumn=modifiedAt&sortOrder=desc&limit=50');
    return { documents: (page.items ?? []).map(({ id, name }) => ({ id, name })) };
  }

  /** A document's versions, newest first. */
  async versions(actor: Actor, documentId: string): Promise<{ versions: { id: string; name: string; created: string | null }[] }> {
    const versions = await this.browse<{ id: string; name: string; createdAt?: string }[]>(actor, `/api/documents/d/${encodeURIComponent(documentId)}/versions`);
    return { versions: versions.map(({ id, name, createdAt }) => ({ id, name, created: createdAt ?? null })).reverse() };
  }

  /** The part studios and assemblies of a document's version: the elements Onshape translates to STEP. */
  async elements(actor: Actor, documentId: string, versionId: string): Promise<{ elements: { id: string; name: string; elementType: string }[] }> {
    const elements = await this.browse<{ id: string; name: string; elementType: string }[]>(actor, `/api/documents/d/${encodeURIComponent(documentId)}/v/${encodeURIComponent(versionId)}/elements`);
    return { elements: elements.filter((e) => TRANSLATABLE.includes(e.elementType)).map(({ id, name, elementType }) => ({ id, name, elementType })) };
  }

  /** The task's work: Onshape translates the element to STEP, and the file is kept as a blob. */
  async translate(ctx: TaskContext<OnshapeInput>): Promise<Translated> {
    const { onshape } = ctx.input;
    const token = await this.tokenOf(ctx.owner);
    if (!token) throw new CadImportError('No Onshape account is linked to the owner of this import: sign in with Onshape again');
    const call = (path: string, init: RequestInit = {}) => this.api(token, path, { ...init, signal: ctx.signal }, (message) => new CadImportError(message));
    const element = `d/${onshape.documentId}/${WVM[onshape.wvmType]}/${onshape.wvmId}/e/${onshape.elementId}`;
    const kind = onshape.elementType?.toUpperCase() === 'ASSEMBLY' ? 'assemblies' : 'partstudios';
    ctx.stage('translate', 0);
    const started = (await (await call(`/api/${kind}/${element}/translations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formatName: 'STEP', storeInDocument: false, resolution: 'fine' }),
    })).json()) as { id: string };
    const deadline = Date.now() + TRANSLATION_TIMEOUT_MS;
    let state: { requestState: string; resultExternalDataIds?: string[]; failureReason?: string };
    for (;;) {
      state = await (await call(`/api/translations/${encodeURIComponent(started.id)}`)).json();
      if (state.requestState === 'DONE') break;
      if (state.requestState === 'FAILED') throw new CadImportError(`Onshape could not translate the element to STEP: ${state.failureReason ?? 'it gave no reason'}`);
      if (Date.now() > deadline) throw new CadImportError('Onshape took more than 10 minutes to translate the element');
      await new Promise((done) => setTimeout(done, POLL_MS));
      ctx.signal.throwIfAborted();
    }
    ctx.stage('translate', 1);
    const fileId = state.resultExternalDataIds?.[0];
    if (!fileId) throw new CadImportError('Onshape translated the element but gave no file');
    const bytes = Buffer.from(await (await call(`/api/documents/d/${onshape.documentId}/externaldata/${encodeURIComponent(fileId)}`, { headers: { accept: 'application/octet-stream' } })).arrayBuffer());
    ctx.stage('download', 1);
    const kept = await this.options.imports.keep(bytes);
    const base = (onshape.elementName ?? onshape.documentName ?? 'onshape').replace(/[/\\]/g, '-').slice(0, 190);
    return { ...kept, fileName: `${base}.step` };
  }

  /** The translated file becomes the module's file (with the Onshape element it came from), and is imported. */
  async complete(tx: Store, task: { workspace: string; owner: string; input: OnshapeInput }, file: Translated): Promise<void> {
    const { moduleId, onshape } = task.input;
    const imports = this.options.imports;
    const version = await imports.writeVersion(tx, task, moduleId, (document, next) => ({
      ...document,
      source: {
        ...document.source,
        onshape,
        file: { file: { name: file.fileName, contentType: 'model/step', uri: `/api/modules/${moduleId}/v/${next}/source/file.step`, hashString: file.hash, size: file.size } },
      },
    }));
    await imports.enqueue(tx, { workspace: task.workspace, owner: task.owner, title: `Importing ${file.fileName}`, input: { moduleId, version, fileName: file.fileName, format: 'step', path: file.path } });
  }
}

const byRuntime = new WeakMap<Runtime, OnshapeImports>();
export const registerOnshapeImports = (rt: Runtime, imports: OnshapeImports) => byRuntime.set(rt, imports);
function onshapeImportsOf(rt: Runtime): OnshapeImports {
  const found = byRuntime.get(rt);
  if (!found) throw new Error('Onshape imports are not set up in this model');
  return found;
}

registerTaskType<OnshapeInput, Translated>({
  type: ONSHAPE_IMPORT_TASK,
  stages: ['translate', 'download'],
  // fetching waits rather than computes: it runs on the main thread, the import itself in a worker
  run: (ctx) => onshapeImportsOf(ctx.rt).translate(ctx),
  complete: (tx, rt, task, result) => onshapeImportsOf(rt).complete(tx, { workspace: task.workspace, owner: task.owner, input: task.input as OnshapeInput }, result),
});
