/**
 * A large STEP file cut into smaller STEP files of a few solids each, so that OpenCascade (whose memory
 * grows with everything it reads at once, and never shrinks) reads a 50 MB file within a bounded heap.
 * Each piece keeps the whole product structure (products, placements, contexts, colours) with only its
 * own solids: an entity that refers to a left-out solid directly (its colour, its layer) is left out
 * too, and a list that names one loses that entry. The file's bytes are indexed, never copied whole.
 */

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

/** Where each entity of the DATA section is in the file, by its id. */
export class StepIndex {
  private starts = new Int32Array(1024).fill(-1);
  private ends = new Int32Array(1024);
  /** ids in the order the file has them */
  readonly ids: number[] = [];
  readonly solids: number[] = [];
  maxId = 0;
  /** the file up to and including its `DATA;` line */
  readonly header: Buffer;

  constructor(readonly bytes: Buffer) {
    const data = bytes.indexOf('DATA;');
    if (data < 0) throw new Error('the file has no DATA section');
    this.header = bytes.subarray(0, data + 5);
    this.scan(data + 5);
  }

  private grow(id: number): void {
    let size = this.starts.length;
    while (size <= id) size *= 2;
    const starts = new Int32Array(size).fill(-1);
    starts.set(this.starts);
    const ends = new Int32Array(size);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  /** Finds every `#id=…;`, stepping over quoted strings (which may hold semicolons). */
  private scan(from: number): void {
    const b = this.bytes;
    let i = from;
    while (i < b.length) {
      while (i < b.length && b[i] !== HASH && b[i] !== 0x45 /* E of ENDSEC */) i++;
      if (i >= b.length || b[i] !== HASH) break;
      let id = 0;
      let j = i + 1;
      while (b[j] >= 0x30 && b[j] <= 0x39) id = id * 10 + (b[j++] - 0x30);
      while (b[j] === 0x20 || b[j] === 0x0a || b[j] === 0x0d) j++;
      if (b[j] !== EQUALS) throw new Error(`the entity at byte ${i} is not written as #id=…;`);
      const start = j + 1;
      let k = start;
      while (k < b.length && b[k] !== SEMICOLON) {
        if (b[k] === QUOTE) {
          k++;
          while (k < b.length && b[k] !== QUOTE) k++;
        }
        k++;
      }
      if (id >= this.starts.length) this.grow(id);
      this.starts[id] = start;
      this.ends[id] = k;
      this.ids.push(id);
      if (id > this.maxId) this.maxId = id;
      if (SOLID_TYPES.has(this.typeOf(id))) this.solids.push(id);
      i = k + 1;
    }
  }

  has(id: number): boolean {
    return id < this.starts.length && this.starts[id] >= 0;
  }

  /** The text after `#id=`, without its semicolon. */
  text(id: number): string {
    return this.bytes.toString('latin1', this.starts[id], this.ends[id]);
  }

  typeOf(id: number): string {
    const b = this.bytes;
    let i = this.starts[id];
    while (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d) i++;
    let j = i;
    while (j < this.ends[id] && b[j] !== OPEN && b[j] !== 0x20) j++;
    return b.toString('latin1', i, j);
  }

  /** The references in an entity's text: in a simple entity attributes are at depth 1, in a complex one at 2. */
  refs(id: number): Ref[] {
    const b = this.bytes;
    const refs: Ref[] = [];
    const start = this.starts[id];
    let i = start;
    while (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d) i++;
    const attributeDepth = b[i] === OPEN ? 2 : 1;
    let depth = 0;
    for (; i < this.ends[id]; i++) {
      const c = b[i];
      if (c === QUOTE) {
        i++;
        while (i < this.ends[id] && b[i] !== QUOTE) i++;
      } else if (c === OPEN) depth++;
      else if (c === CLOSE) depth--;
      else if (c === HASH) {
        let ref = 0;
        let j = i + 1;
        while (b[j] >= 0x30 && b[j] <= 0x39) ref = ref * 10 + (b[j++] - 0x30);
        refs.push({ id: ref, start: i - start, end: j - start, inList: depth > attributeDepth });
        i = j - 1;
      }
    }
    return refs;
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

const INCLUDED = 1;
const DROPPED = 2;

/**
 * STEP files of at most `solidsPerPiece` solids each, covering every solid of the file once; the file
 * itself when it has no more than that. Each piece is made as it is asked for.
 */
export function* stepPieces(index: StepIndex, solidsPerPiece: number): Generator<Buffer> {
  if (index.solids.length <= solidsPerPiece) {
    yield index.bytes;
    return;
  }
  const referenced = new Uint8Array(index.maxId + 1);
  for (const id of index.ids) for (const ref of index.refs(id)) if (ref.id < referenced.length) referenced[ref.id] = 1;
  const roots = index.ids.filter((id) => !referenced[id]);
  const solidSet = new Set(index.solids);
  for (let first = 0; first < index.solids.length; first += solidsPerPiece) {
    yield piece(index, roots, solidSet, new Set(index.solids.slice(first, first + solidsPerPiece)));
  }
}

/** One piece: everything reachable from the file's roots, without the solids not in `keep` and what hangs on them. */
function piece(index: StepIndex, roots: number[], solids: Set<number>, keep: Set<number>): Buffer {
  const state = new Map<number, number>();
  const lines: string[] = [];
  // whether an entity is left out: a solid not kept, or anything that names a left-out entity as an attribute
  const dropped = (id: number): boolean => {
    const known = state.get(id);
    if (known !== undefined) return known === DROPPED;
    if (!index.has(id)) return false;
    if (solids.has(id) && !keep.has(id)) {
      state.set(id, DROPPED);
      return true;
    }
    // provisionally kept, so a cycle of references ends
    state.set(id, INCLUDED);
    const out = index.refs(id).some((ref) => !ref.inList && dropped(ref.id));
    if (out) state.set(id, DROPPED);
    return out;
  };
  const written = new Set<number>();
  const stack = roots.filter((id) => !dropped(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (written.has(id) || !index.has(id)) continue;
    written.add(id);
    const refs = index.refs(id);
    const removed = refs.filter((ref) => ref.inList && dropped(ref.id));
    lines.push(`#${id}=${removed.length ? withoutEntries(index.text(id), removed) : index.text(id)};`);
    for (const ref of refs) if (!written.has(ref.id) && !dropped(ref.id)) stack.push(ref.id);
  }
  return Buffer.concat([index.header, Buffer.from(`\n${lines.join('\n')}\nENDSEC;\nEND-ISO-10303-21;\n`, 'latin1')]);
}
