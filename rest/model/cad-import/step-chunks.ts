/**
 * A large STEP file cut into smaller STEP files of a few solids each, so that OpenCascade (whose memory
 * grows with everything it reads at once, and never shrinks) reads a 50 MB file within a bounded heap.
 * Each piece keeps the whole product structure (products, placements, contexts, colours) with only its
 * own solids: an entity that refers to a left-out solid directly (its colour, its layer) is left out
 * too, and a list that names one loses that entry. The file is indexed in typed arrays and read by
 * offset, never held whole (bench/RESULTS.md).
 */

import { MemoryBytes, type ByteSource } from './step-bytes.ts';

/** The solid shapes a piece is made of (ISO 10303-42). */
const SOLID_TYPES = new Set(['MANIFOLD_SOLID_BREP', 'BREP_WITH_VOIDS', 'FACETED_BREP', 'SHELL_BASED_SURFACE_MODEL']);

const SEMICOLON = 0x3b;
const QUOTE = 0x27;
const HASH = 0x23;
const EQUALS = 0x3d;
const OPEN = 0x28;
const CLOSE = 0x29;
const COMMA = 0x2c;

/** A reference in an entity's text: where it is, and whether it is an attribute itself or an entry of a list. */
interface Ref {
  id: number;
  start: number;
  end: number;
  inList: boolean;
}

const WHITESPACE = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d;
/** how much of the file the index reads at a time */
const SCAN_CHUNK = 1 << 20;

/** The references in an entity's text `b[start, end)`: in a simple entity attributes are at depth 1, in a complex one at 2. */
function eachRef(b: Buffer, start: number, end: number, visit: (id: number, at: number, to: number, inList: boolean) => void): void {
  let i = start;
  while (WHITESPACE(b[i])) i++;
  const attributeDepth = b[i] === OPEN ? 2 : 1;
  let depth = 0;
  for (; i < end; i++) {
    const c = b[i];
    if (c === QUOTE) {
      i++;
      while (i < end && b[i] !== QUOTE) i++;
    } else if (c === OPEN) depth++;
    else if (c === CLOSE) depth--;
    else if (c === HASH) {
      let ref = 0;
      let j = i + 1;
      while (b[j] >= 0x30 && b[j] <= 0x39) ref = ref * 10 + (b[j++] - 0x30);
      visit(ref, i - start, j - start, depth > attributeDepth);
      i = j - 1;
    }
  }
}

/** An entity's type name, from its text `b[start, end)`. */
function typeIn(b: Buffer, start: number, end: number): string {
  let i = start;
  while (WHITESPACE(b[i])) i++;
  let j = i;
  while (j < end && b[j] !== OPEN && b[j] !== 0x20) j++;
  return b.toString('latin1', i, j);
}

/** A growing list of 32-bit integers. */
class IntList {
  private data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
  /** This list with no room to grow. */
  trimmed(): IntList {
    const list = new IntList();
    list.data = this.data.slice(0, this.length);
    list.length = this.length;
    return list;
  }
}

/** An array by entity id that grows with the ids met. */
function grown(array: Int32Array<ArrayBuffer>, id: number, fill: number): Int32Array<ArrayBuffer> {
  if (id < array.length) return array;
  let size = array.length;
  while (size <= id) size *= 2;
  const bigger = new Int32Array(size).fill(fill);
  bigger.set(array);
  return bigger;
}

/** an entity hangs on no solid */
const NONE = -1;
/** an entity hangs on several solids */
const MANY = -2;
const UNKNOWN = -3;

/**
 * Where each entity of the DATA section is in the file, by its id, and the entities it refers to, in
 * typed arrays: the file's bytes are read by offset (step-bytes.ts), never held whole.
 */
export class StepIndex {
  private starts = new Int32Array(1024).fill(-1);
  private ends = new Int32Array(1024);
  /** the references of entity id are refIds[refStarts[id] .. refEnds[id]), an entry of a list stored as -(id + 1) */
  private refStarts = new Int32Array(1024);
  private refEnds = new Int32Array(1024);
  private refIds = new IntList();
  private owners?: Int32Array;
  readonly solids: number[] = [];
  maxId = 0;
  /** the file up to and including its `DATA;` line */
  readonly header: Buffer;
  readonly source: ByteSource;

  constructor(file: ByteSource | Buffer) {
    this.source = Buffer.isBuffer(file) ? new MemoryBytes(file) : file;
    const data = this.dataSection();
    this.header = Buffer.from(this.source.read(0, data));
    this.scan(data);
    this.trim();
  }

  /** The arrays grown by doubling, cut to what they hold. */
  private trim(): void {
    const ids = this.maxId + 1;
    [this.starts, this.ends, this.refStarts, this.refEnds] = [this.starts, this.ends, this.refStarts, this.refEnds].map((array) => array.slice(0, ids));
    this.refIds = this.refIds.trimmed();
  }

  /** Each entity's id, in increasing order. */
  eachId(visit: (id: number) => void): void {
    for (let id = 0; id <= this.maxId; id++) if (this.starts[id] >= 0) visit(id);
  }

  /** The whole file's bytes (a file of few solids is read by OpenCascade whole). */
  whole(): Buffer {
    return this.source.read(0, this.source.size);
  }

  /** Where the DATA section's entities begin: just after `DATA;`. */
  private dataSection(): number {
    for (let at = 0; at < this.source.size; at += SCAN_CHUNK) {
      // the chunks overlap by the marker's length less one, so a marker across two is found
      const found = this.source.chunk(at, at + SCAN_CHUNK + 4).indexOf('DATA;');
      if (found >= 0) return at + found + 5;
    }
    throw new Error('the file has no DATA section');
  }

  /** Finds every `#id=…;`, stepping over quoted strings (which may hold semicolons), a chunk of the file at a time. */
  private scan(from: number): void {
    let base = from;
    let b = this.source.chunk(base, base + SCAN_CHUNK);
    let i = 0;
    for (;;) {
      while (i < b.length && b[i] !== HASH && b[i] !== 0x45 /* E of ENDSEC */) i++;
      const atEnd = base + b.length >= this.source.size;
      if (i < b.length && b[i] !== HASH) break;
      const next = i < b.length ? this.entityAt(b, base, i) : -1;
      if (next >= 0) {
        i = next;
        continue;
      }
      if (atEnd) {
        if (i < b.length) throw new Error(`the file ends inside the entity at byte ${base + i}`);
        break;
      }
      // the chunk ends inside an entity (or before the next): read on from there, more if one entity is longer than a chunk
      const length = Math.max(SCAN_CHUNK, 2 * (b.length - i));
      base += i;
      b = this.source.chunk(base, base + length);
      i = 0;
    }
  }

  /** Indexes the entity at `b[i]` (a `#`), `base` being where `b` is in the file: the position after it, or -1 when `b` ends first. */
  private entityAt(b: Buffer, base: number, i: number): number {
    let id = 0;
    let j = i + 1;
    while (j < b.length && b[j] >= 0x30 && b[j] <= 0x39) id = id * 10 + (b[j++] - 0x30);
    while (j < b.length && WHITESPACE(b[j])) j++;
    if (j >= b.length) return -1;
    if (b[j] !== EQUALS) throw new Error(`the entity at byte ${base + i} is not written as #id=…;`);
    const start = j + 1;
    let k = start;
    while (k < b.length && b[k] !== SEMICOLON) {
      if (b[k] === QUOTE) {
        k++;
        while (k < b.length && b[k] !== QUOTE) k++;
      }
      k++;
    }
    if (k >= b.length) return -1;
    this.starts = grown(this.starts, id, -1);
    this.ends = grown(this.ends, id, 0);
    this.refStarts = grown(this.refStarts, id, 0);
    this.refEnds = grown(this.refEnds, id, 0);
    this.starts[id] = base + start;
    this.ends[id] = base + k;
    this.refStarts[id] = this.refIds.length;
    eachRef(b, start, k, (ref, _at, _to, inList) => this.refIds.push(inList ? -(ref + 1) : ref));
    this.refEnds[id] = this.refIds.length;
    if (id > this.maxId) this.maxId = id;
    if (SOLID_TYPES.has(typeIn(b, start, k))) this.solids.push(id);
    return k + 1;
  }

  has(id: number): boolean {
    return id < this.starts.length && this.starts[id] >= 0;
  }

  private bytesOf(id: number): Buffer {
    return this.source.read(this.starts[id], this.ends[id]);
  }

  /** The text after `#id=`, without its semicolon. */
  text(id: number): string {
    return this.bytesOf(id).toString('latin1');
  }

  typeOf(id: number): string {
    const b = this.bytesOf(id);
    return typeIn(b, 0, b.length);
  }

  /** The references in an entity's text, with where each is in it. */
  refs(id: number): Ref[] {
    const b = this.bytesOf(id);
    const refs: Ref[] = [];
    eachRef(b, 0, b.length, (ref, start, end, inList) => refs.push({ id: ref, start, end, inList }));
    return refs;
  }

  /** Each reference of an entity, from the index: its id and whether it is an entry of a list. */
  eachRefOf(id: number, visit: (ref: number, inList: boolean) => void): void {
    const refs = this.refIds.view();
    for (let k = this.refStarts[id]; k < this.refEnds[id]; k++) {
      const ref = refs[k];
      if (ref < 0) visit(-ref - 1, true);
      else visit(ref, false);
    }
  }

  /**
   * For each entity, the one solid it hangs on through attributes (itself, for a solid), NONE or MANY:
   * an entity that names a left-out solid as an attribute, or names one that does, is left out of a piece.
   */
  hangsOn(): Int32Array {
    if (this.owners) return this.owners;
    const owners = new Int32Array(this.maxId + 1).fill(UNKNOWN);
    const solids = new Set(this.solids);
    const ownerOf = (id: number): number => {
      if (!this.has(id)) return NONE;
      if (owners[id] !== UNKNOWN) return owners[id];
      // provisionally none, so a cycle of references ends
      owners[id] = NONE;
      let owner = solids.has(id) ? id : NONE;
      this.eachRefOf(id, (ref, inList) => {
        if (inList || owner === MANY) return;
        const theirs = ownerOf(ref);
        if (theirs === NONE || theirs === owner) return;
        owner = owner === NONE ? theirs : MANY;
      });
      return (owners[id] = owner);
    };
    this.eachId(ownerOf);
    return (this.owners = owners);
  }
}

/** An entity's text without the list entries at `removed` (in order), and the comma that went with each. */
function withoutEntries(text: string, removed: Ref[]): string {
  const kept: string[] = [];
  let from = 0;
  for (const ref of removed) {
    let { start, end } = ref;
    if (text.charCodeAt(end) === COMMA) end++;
    else if (text.charCodeAt(start - 1) === COMMA && start - 1 >= from) start--;
    kept.push(text.slice(from, start));
    from = end;
  }
  kept.push(text.slice(from));
  return kept.join('');
}

/**
 * STEP files of at most `solidsPerPiece` solids each, covering every solid of the file once; the file
 * itself when it has no more than that. Each piece is made as it is asked for.
 */
export function* stepPieces(index: StepIndex, solidsPerPiece: number): Generator<Buffer> {
  if (index.solids.length <= solidsPerPiece) {
    yield index.whole();
    return;
  }
  const referenced = new Uint8Array(index.maxId + 1);
  index.eachId((id) => index.eachRefOf(id, (ref) => ref < referenced.length && (referenced[ref] = 1)));
  const roots: number[] = [];
  index.eachId((id) => !referenced[id] && roots.push(id));
  const owners = index.hangsOn();
  for (let first = 0; first < index.solids.length; first += solidsPerPiece) {
    yield piece(index, roots, owners, new Set(index.solids.slice(first, first + solidsPerPiece)));
  }
}

/** Whether an entity is left out of the piece of solids `keep`: a solid not kept, or anything that names a left-out entity as an attribute. */
function leftOut(index: StepIndex, owners: Int32Array, keep: Set<number>): (id: number) => boolean {
  // entities hanging on several solids are rare: each is judged by its attributes, once per piece
  const judged = new Map<number, boolean>();
  const dropped = (id: number): boolean => {
    if (!index.has(id)) return false;
    const owner = owners[id];
    if (owner === NONE) return false;
    if (owner >= 0) return !keep.has(owner);
    const known = judged.get(id);
    if (known !== undefined) return known;
    judged.set(id, false);
    let out = false;
    index.eachRefOf(id, (ref, inList) => (out ||= !inList && dropped(ref)));
    judged.set(id, out);
    return out;
  };
  return dropped;
}

/** One piece: everything reachable from the file's roots, without the solids not in `keep` and what hangs on them. */
function piece(index: StepIndex, roots: readonly number[], owners: Int32Array, keep: Set<number>): Buffer {
  const dropped = leftOut(index, owners, keep);
  const lines: string[] = [];
  const written = new Set<number>();
  const stack = roots.filter((id) => !dropped(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (written.has(id) || !index.has(id)) continue;
    written.add(id);
    let trims = false;
    index.eachRefOf(id, (ref, inList) => (trims ||= inList && dropped(ref)));
    const text = trims ? withoutEntries(index.text(id), index.refs(id).filter((ref) => ref.inList && dropped(ref.id))) : index.text(id);
    lines.push(`#${id}=${text};`);
    index.eachRefOf(id, (ref) => {
      if (!written.has(ref) && !dropped(ref)) stack.push(ref);
    });
  }
  return Buffer.concat([index.header, Buffer.from(`\n${lines.join('\n')}\nENDSEC;\nEND-ISO-10303-21;\n`, 'latin1')]);
}
