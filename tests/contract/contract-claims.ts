// Contract: a claim finds the first match and changes it in one atomic operation (ARCHITECTURE decisions 6
// and 14): parallel claims each take a different document, so a queue's task is taken by one worker only.
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { w, type Store } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

export function claimContract(ctx: ContractContext): void {
  const store = (): Store => ctx.store();
  const queued = w.eq('status', 'queued');

  describe('claim', () => {
    it('takes the first match in sort order, then by id, and answers it as changed', async () => {
      const c = ctx.collection('claim');
      await store().insert(c, [
        { id: 'b', status: 'queued', at: 2 },
        { id: 'a', status: 'queued', at: 2 },
        { id: 'c', status: 'queued', at: 1 },
        { id: 'd', status: 'done', at: 0 },
      ]);
      const first = await store().claim(c, queued, { set: { status: 'taken', by: 'w1' } }, { sort: [{ field: 'at', dir: 'asc' }] });
      assert.deepEqual(first, { id: 'c', status: 'taken', at: 1, by: 'w1' });
      const second = await store().claim(c, queued, { set: { status: 'taken' }, unset: ['at'] }, { sort: [{ field: 'at', dir: 'asc' }] });
      assert.deepEqual(second, { id: 'a', status: 'taken' });
      assert.equal((await store().claim(c, queued, { set: { status: 'taken' } }))!.id, 'b');
      assert.equal(await store().claim(c, queued, { set: { status: 'taken' } }), null);
      assert.deepEqual(await store().findOne(c, w.eq('id', 'd')), { id: 'd', status: 'done', at: 0 });
    });

    it('gives each of many parallel claims a different document, and every document to one of them', async () => {
      const c = ctx.collection('claim');
      await store().insert(c, Array.from({ length: 30 }, (_, i) => ({ id: `t${String(i).padStart(2, '0')}`, status: 'queued' })));
      const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => store().claim(c, queued, { set: { status: 'taken', by: `w${i}` } })));
      const taken = claims.filter((doc) => doc !== null).map((doc) => doc!.id);
      assert.equal(taken.length, 30);
      assert.equal(new Set(taken).size, 30);
      for (const doc of claims.filter((d) => d !== null)) {
        assert.equal((await store().findOne(c, w.eq('id', doc!.id)))!.by, doc!.by);
      }
    });

    it('joins a transaction: rolled back with it', async () => {
      const c = ctx.collection('claim');
      await store().insert(c, [{ id: 'a', status: 'queued' }]);
      if (!ctx.transactional()) return;
      await assert.rejects(
        store().transaction(async (tx) => {
          assert.equal((await tx.claim(c, queued, { set: { status: 'taken' } }))!.status, 'taken');
          throw new Error('undo');
        }),
        /undo/,
      );
      assert.equal((await store().findOne(c, w.eq('id', 'a')))!.status, 'queued');
    });

    it('refuses a bad collection, condition or change', async () => {
      const c = ctx.collection('claim');
      await assert.rejects(store().claim('Bad Name', queued, { set: { status: 'x' } }), /collection/);
      await assert.rejects(store().claim(c, w.eq('a;b', 1), { set: { status: 'x' } }), /field path/);
      await assert.rejects(store().claim(c, queued, { set: { id: 'x' } }), /id cannot be changed/);
      await assert.rejects(store().claim(c, queued, { set: { status: 'x' } }, { sort: [{ field: 'at', dir: 'up' as 'asc' }] }), /sort direction/);
    });
  });
}
