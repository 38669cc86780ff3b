// Contract: a counter in a fixed window is stepped in one atomic operation (ARCHITECTURE decision 12):
// parallel steps each see a different count, so a limit checked on the answer holds under concurrency.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { w, type Store } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

export function counterContract(ctx: ContractContext): void {
  const store = (): Store => ctx.store();
  const MINUTE = 60_000;

  describe('increment', () => {
    it('starts a counter at the step with its window, then adds to it', async () => {
      const c = ctx.collection('counter');
      assert.deepEqual(await store().increment(c, 'k', { by: 1, now: 1000, windowMs: MINUTE }), { count: 1, resets: 1000 + MINUTE });
      assert.deepEqual(await store().increment(c, 'k', { by: 2, now: 2000, windowMs: MINUTE }), { count: 3, resets: 1000 + MINUTE });
      assert.deepEqual(await store().findOne(c, w.eq('id', 'k')), { id: 'k', count: 3, resets: 1000 + MINUTE });
    });

    it('starts again once the window has closed; a step back never goes below nothing', async () => {
      const c = ctx.collection('counter');
      await store().increment(c, 'k', { by: 4, now: 0, windowMs: MINUTE });
      assert.deepEqual(await store().increment(c, 'k', { by: 1, now: MINUTE, windowMs: MINUTE }), { count: 1, resets: 2 * MINUTE });
      assert.deepEqual(await store().increment(c, 'k', { by: -1, now: MINUTE + 1, windowMs: MINUTE }), { count: 0, resets: 2 * MINUTE });
      assert.deepEqual(await store().increment(c, 'other', { by: -1, now: 0, windowMs: MINUTE }), { count: 0, resets: MINUTE });
    });

    it('keeps counters whose window never closes (the statistics roll-ups), read back by a range of their ids in id order', async () => {
      const c = ctx.collection('counter');
      const never = { now: 0, windowMs: Number.MAX_SAFE_INTEGER };
      for (const [id, by] of [['ws|orders|d2026-11-02||c', 2], ['ws|orders|d2026-11-01||c', 1], ['ws|orders|d2026-11-01||v', 4550], ['ws|orders|d2026-12-01||c', 7], ['ws|orders.new|d2026-11-01||c', 9]] as const) {
        await store().increment(c, id, { by, ...never });
      }
      assert.equal((await store().increment(c, 'ws|orders|d2026-11-01||c', { by: 1, ...never })).count, 2);
      const range = await store().find(c, { where: w.and(w.gte('id', 'ws|orders|d2026-11-01'), w.lt('id', 'ws|orders|d2026-12-01')) });
      assert.deepEqual(range.map((doc) => [doc.id, doc.count]), [['ws|orders|d2026-11-01||c', 2], ['ws|orders|d2026-11-01||v', 4550], ['ws|orders|d2026-11-02||c', 2]]);
    });

    it('counts every one of many parallel steps once: each sees a different count', async () => {
      const c = ctx.collection('counter');
      const counts = await Promise.all(Array.from({ length: 40 }, () => store().increment(c, 'k', { by: 1, now: 0, windowMs: MINUTE })));
      assert.deepEqual(counts.map((x) => x.count).sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
      assert.equal((await store().findOne(c, w.eq('id', 'k')))!.count, 40);
    });

    it('joins a transaction: rolled back with it', async () => {
      const c = ctx.collection('counter');
      await store().increment(c, 'k', { by: 1, now: 0, windowMs: MINUTE });
      const inside = await store().transaction((tx) => tx.increment(c, 'k', { by: 1, now: 0, windowMs: MINUTE }));
      assert.equal(inside.count, 2);
      if (!ctx.transactional()) return;
      await assert.rejects(
        store().transaction(async (tx) => {
          await tx.increment(c, 'k', { by: 1, now: 0, windowMs: MINUTE });
          throw new Error('undo');
        }),
        /undo/,
      );
      assert.equal((await store().findOne(c, w.eq('id', 'k')))!.count, 2);
    });

    it('refuses a step that is not a whole number, a bad id, time or window', async () => {
      const c = ctx.collection('counter');
      for (const step of [{ by: 1.5, now: 0, windowMs: MINUTE }, { by: 1, now: Number.NaN, windowMs: MINUTE }, { by: 1, now: 0, windowMs: 0 }]) {
        await assert.rejects(store().increment(c, 'k', step), /increment/);
      }
      await assert.rejects(store().increment(c, '', { by: 1, now: 0, windowMs: MINUTE }), /id/);
      await assert.rejects(store().increment('Bad Name', 'k', { by: 1, now: 0, windowMs: MINUTE }), /collection/);
    });
  });
}
