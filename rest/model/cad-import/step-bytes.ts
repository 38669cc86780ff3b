/**
 * Where a STEP file's bytes are read from, by offset: a buffer already in memory, or the file itself,
 * so that a large import never holds the whole file (bench/RESULTS.md). A file keeps a few recently
 * read blocks, since the entities a piece of the file needs lie mostly near each other.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface ByteSource {
  readonly size: number;
  /** the bytes from `start` to `end` (exclusive); a view that stays valid, never changed afterwards */
  read(start: number, end: number): Buffer;
  /** the same for reading the file through once: a view valid only until the next call, so no garbage piles up */
  chunk(start: number, end: number): Buffer;
  close(): void;
}

export class MemoryBytes implements ByteSource {
  readonly size: number;
  constructor(private readonly bytes: Buffer) {
    this.size = bytes.length;
  }
  read(start: number, end: number): Buffer {
    return this.bytes.subarray(start, Math.min(end, this.size));
  }
  chunk(start: number, end: number): Buffer {
    return this.read(start, end);
  }
  close(): void {}
}

const BLOCK = 64 * 1024;
/** blocks kept: 2 MB */
const KEPT_BLOCKS = 32;

export class FileBytes implements ByteSource {
  readonly size: number;
  private fd: number | undefined;
  /** where chunk() reads */
  private scratch = Buffer.alloc(0);
  /** by block number, least recently used first */
  private readonly blocks = new Map<number, Buffer>();

  constructor(path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  read(start: number, end: number): Buffer {
    end = Math.min(end, this.size);
    const first = Math.floor(start / BLOCK);
    // within one block: from the blocks kept; longer reads go to the file directly
    if (end - start <= BLOCK && Math.floor((end - 1) / BLOCK) === first) {
      const block = this.block(first);
      return block.subarray(start - first * BLOCK, end - first * BLOCK);
    }
    return this.direct(start, end);
  }

  chunk(start: number, end: number): Buffer {
    const length = Math.max(0, Math.min(end, this.size) - start);
    if (this.scratch.length < length) this.scratch = Buffer.allocUnsafeSlow(length);
    return this.fill(this.scratch.subarray(0, length), start);
  }

  private block(number: number): Buffer {
    let block = this.blocks.get(number);
    if (block) this.blocks.delete(number);
    else block = this.direct(number * BLOCK, (number + 1) * BLOCK);
    this.blocks.set(number, block);
    if (this.blocks.size > KEPT_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    return block;
  }

  private direct(start: number, end: number): Buffer {
    return this.fill(Buffer.allocUnsafe(Math.max(0, Math.min(end, this.size) - start)), start);
  }

  /** `bytes` filled from the file at `start`. */
  private fill(bytes: Buffer, start: number): Buffer {
    if (this.fd === undefined) throw new Error('the file is closed');
    let done = 0;
    while (done < bytes.length) {
      const read = readSync(this.fd, bytes, done, bytes.length - done, start + done);
      if (read === 0) throw new Error('the file ended early: it changed while it was read');
      done += read;
    }
    return bytes;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    this.blocks.clear();
    this.scratch = Buffer.alloc(0);
  }
}
