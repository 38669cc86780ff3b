// Contract: transactions commit together, roll back together, see their own writes, and serialise.
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'vitest';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DuplicateKeyError, w, type Store } from '../../rest/store/port.ts';
import type { ContractContext } from './store-contract.ts';

const NOT_ATOMIC = 'this deployment has no transactions (standalone MongoDB server)';

export function transactionContract(ctx: ContractContext): void {
  const store = (): Store => ctx.store();
  /** Returns true (and marks the test skipped) where the store cannot roll back. */
  const skipUnlessAtomic = (t: TestContext) => {
    if (ctx.transactional()) return false;
    t.skip(NOT_ATOMIC);
    return true;
  };

  describe('transactions', () => {
    it('commit all writes together and return the work result', async () => {
      const c = ctx.collection('tx');
      await store().insert(c, [{ id: 'old', v: 1 }]);
      const result = await store().transaction(async (tx) => {
        await tx.insert(c, [{ id: 'new', v: 2 }]);
        await tx.update(c, w.eq('id', 'old'), { set: { v: 10 } });
        return 'done';
      });
      assert.equal(result, 'done');
      assert.deepEqual(await store().find(c), [
        { id: 'new', v: 2 },
        { id: 'old', v: 10 },
      ]);
    });

    it('roll back every write when work throws, and rethrow the error', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('tx');
      await store().insert(c, [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ]);
      const boom = new Error('boom');
      await assert.rejects(
        store().transaction(async (tx) => {
          await tx.insert(c, [{ id: 'c', v: 3 }]);
          await tx.update(c, w.eq('id', 'a'), { set: { v: 100 }, unset: [] });
          await tx.delete(c, w.eq('id', 'b'));
          throw boom;
        }),
        (error) => error === boom,
      );
      assert.deepEqual(await store().find(c), [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ]);
    });

    it('roll back when a write inside fails', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('tx');
      await store().insert(c, [{ id: 'a' }]);
      await assert.rejects(
        store().transaction(async (tx) => {
          await tx.insert(c, [{ id: 'b' }]);
          await tx.insert(c, [{ id: 'a' }]);
        }),
        DuplicateKeyError,
      );
      assert.deepEqual(await store().find(c), [{ id: 'a' }]);
    });

    it('roll back the creation of a collection, which later writes create again', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('tx_new');
      await assert.rejects(
        store().transaction(async (tx) => {
          await tx.insert(c, [{ id: 'a' }]);
          throw new Error('undo');
        }),
        /undo/,
      );
      assert.deepEqual(await store().find(c), []);
      await store().insert(c, [{ id: 'b' }]);
      assert.deepEqual(await store().find(c), [{ id: 'b' }]);
    });

    it('read their own writes through tx', async () => {
      const c = ctx.collection('tx');
      await store().insert(c, [{ id: 'a', v: 1 }]);
      await store().transaction(async (tx) => {
        await tx.insert(c, [{ id: 'b', v: 2 }]);
        await tx.update(c, w.eq('id', 'a'), { set: { v: 5 } });
        assert.deepEqual(await tx.findOne(c, w.eq('id', 'b')), { id: 'b', v: 2 });
        assert.equal(await tx.count(c, w.gte('v', 2)), 2);
        assert.deepEqual(
          (await tx.find(c, { sort: [{ field: 'v', dir: 'desc' }] })).map((doc) => doc.id),
          ['a', 'b'],
        );
        await tx.delete(c, w.eq('id', 'b'));
        assert.equal(await tx.count(c), 1);
      });
    });

    it('nested transactions join the enclosing one', async (t) => {
      const c = ctx.collection('tx');
      await store().transaction(async (tx) => {
        await tx.transaction(async (inner) => inner.insert(c, [{ id: 'inner' }]));
        assert.equal(await tx.count(c), 1);
        await tx.insert(c, [{ id: 'outer' }]);
      });
      assert.equal(await store().count(c), 2);
      if (skipUnlessAtomic(t)) return;
      await assert.rejects(
        store().transaction(async (tx) => {
          await tx.insert(c, [{ id: 'x' }]);
          await tx.transaction(async (inner) => {
            await inner.insert(c, [{ id: 'y' }]);
            throw new Error('inner');
          });
        }),
        /inner/,
      );
      assert.equal(await store().count(c), 2);
    });

    it('a tx cannot be used after its transaction finished', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('tx');
      let leaked: Store | undefined;
      await store().transaction(async (tx) => {
        leaked = tx;
      });
      await assert.rejects(leaked!.insert(c, [{ id: 'late' }]));
      assert.equal(await store().count(c), 0);
    });

    it('a tx cannot close the store; the store goes on', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('tx');
      await store().transaction(async (tx) => {
        await assert.rejects(tx.close(), /close the store/);
        await tx.insert(c, [{ id: 'after' }]);
      });
      assert.equal(await store().count(c), 1);
    });

    it('concurrent read-increment-write transactions do not interleave', async (t) => {
      if (skipUnlessAtomic(t)) return;
      const c = ctx.collection('counter');
      await store().insert(c, [{ id: 'n', value: 0 }]);
      const increment = (tx: Store) => async () => {
        const doc = await tx.findOne(c, w.eq('id', 'n'));
        await yieldToEventLoop();
        await tx.update(c, w.eq('id', 'n'), { set: { value: (doc!.value as number) + 1 } });
      };
      const worker = async () => {
        for (let i = 0; i < 20; i++) await store().transaction(async (tx) => increment(tx)());
      };
      await Promise.all([worker(), worker()]);
      assert.equal((await store().findOne(c, w.eq('id', 'n')))!.value, 40);

      // two long transactions, each incrementing 20 times
      const long = () =>
        store().transaction(async (tx) => {
          for (let i = 0; i < 20; i++) await increment(tx)();
        });
      await Promise.all([long(), long()]);
      assert.equal((await store().findOne(c, w.eq('id', 'n')))!.value, 80);
    });
  });
}
