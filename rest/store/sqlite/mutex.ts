/** A FIFO async lock: better-sqlite3 is synchronous, but a transaction spans awaits. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves, in call order, once every earlier holder has released; returns the release function. */
  acquire(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    return previous.then(() => release);
  }
}
