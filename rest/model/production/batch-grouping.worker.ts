/**
 * A large work batch's grouping and nesting (issue 19 §3) in a worker thread of the task pool: what it
 * is given was read by the request that made the batch (its orders, the parts of the modules they order
 * at the versions ordered, their configurations, the sheet stock); its groups go back to the main
 * thread, which writes them (batch-grouping.ts). Cancelling terminates the thread.
 */
import type { TaskWork } from '../tasks/task-types.ts';
import { planBatch, type PlannedGroup } from './batch-plan.ts';
import type { BatchOrder, ConfigurationModules, ProductionParts } from './grouping.ts';
import type { SheetStock } from './nesting.ts';

/** What a grouping task is given (its input, stored with the task): the maps as entries, so they survive JSON. */
export interface GroupingInput {
  batch: string;
  orders: BatchOrder[];
  parts: [string, ProductionParts | null][];
  configurations: [string, ConfigurationModules][];
  stocks: [string, SheetStock][];
}

export const run: TaskWork<GroupingInput, PlannedGroup[]> = async ({ input, stage }) => {
  const parts = new Map(input.parts.map(([key, value]) => [key, value ?? undefined]));
  return planBatch(input.orders, parts, new Map(input.configurations), new Map(input.stocks), stage);
};
