/**
 * Order numbers: each workspace's orders are numbered on from its own sequence, prefixed with its
 * initials (Oak & Ash: OA-1001, OA-1002 …). The counter is a row per workspace, stepped inside a
 * transaction like the event counter, so parallel orders never share a number. A workspace's first
 * storefront order starts after the highest number its existing orders already carry (the demo's
 * seeded OA-1001 and OA-1002), else at 1001.
 */
import { DuplicateKeyError, w, type Store } from '../../store/port.ts';

const ORDER_NUMBERS = 'ordernumbers';
const FIRST_NUMBER = 1001;

export async function ensureOrderNumberIndexes(store: Store): Promise<void> {
  await store.ensureIndexes(ORDER_NUMBERS, []);
}

/** The initials of a workspace's name, upper case (Oak & Ash → OA), or ORD when it has none. */
export function orderPrefix(workspaceName: string): string {
  const initials = (workspaceName.match(/[A-Za-z0-9]+/g) ?? []).map((word) => word[0].toUpperCase()).join('').slice(0, 4);
  return initials || 'ORD';
}

async function highestExisting(tx: Store, workspace: string, prefix: string): Promise<number> {
  const rows = await tx.find('orders', { where: w.eq('workspace', workspace), omit: ['document', 'filter', 'sort', 'sortName'] });
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  return rows.reduce((highest, row) => {
    const match = pattern.exec(String(row.data?.reference ?? ''));
    return match ? Math.max(highest, Number(match[1])) : highest;
  }, FIRST_NUMBER - 1);
}

/** The next order reference of a workspace, e.g. OA-1003; numbers given to orders that then fail are not given again. */
export async function nextOrderReference(store: Store, workspace: { alias: string; name: string }): Promise<string> {
  const prefix = orderPrefix(workspace.name);
  for (;;) {
    try {
      const number = await store.transaction(async (tx) => {
        const counter = await tx.findOne(ORDER_NUMBERS, w.eq('id', workspace.alias));
        const next = counter ? (counter.value as number) + 1 : (await highestExisting(tx, workspace.alias, prefix)) + 1;
        if (counter) await tx.update(ORDER_NUMBERS, w.eq('id', workspace.alias), { set: { value: next } });
        else await tx.insert(ORDER_NUMBERS, [{ id: workspace.alias, value: next }]);
        return next;
      });
      return `${prefix}-${number}`;
    } catch (error) {
      // another instance made the workspace's counter at the same moment (engines without serialised transactions)
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}
