// The idle release (rest/operations/idle-memory.ts): young-generation collections only when the event loop is quiet,
// the second one a full quiet window after the first, none while it is busy or once the young generation is small.
import { afterEach, describe, expect, it } from 'vitest';
import { releaseYoungGenerationWhenIdle } from '../../rest/operations/idle-memory.ts';

const MiB = 1024 * 1024;
const TICK_MS = 20;
const WINDOW_MS = 200;

/** resolves when `done` holds, checked every tick */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (done()) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
}

/** keeps the event loop busy for `ms`, as a burst of requests does */
function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('releasing the young generation when idle', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('collects once when the loop turns quiet, again after a quiet window, and stops once the space is small', async () => {
    const at: number[] = [];
    let young = 16 * MiB;
    stop = releaseYoungGenerationWhenIdle({ tickMs: TICK_MS, quietWindowMs: WINDOW_MS, youngBytes: () => young, collect: () => at.push(performance.now()) });
    await until(() => at.length === 2);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(WINDOW_MS);
    young = 1 * MiB;
    await new Promise((resolve) => setTimeout(resolve, 2 * WINDOW_MS));
    expect(at).toHaveLength(2);
  });

  it('does not collect while the event loop is busy', async () => {
    let collections = 0;
    stop = releaseYoungGenerationWhenIdle({ tickMs: TICK_MS, quietWindowMs: WINDOW_MS, youngBytes: () => 16 * MiB, collect: () => collections++ });
    // every tick finds the loop busy (a blocking burst between each)
    for (let i = 0; i < 10; i++) {
      busyFor(TICK_MS * 2);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(collections).toBe(0);
  });
});
