import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuTags } from 'react-icons/lu';
import type { LabelList } from '../../gql/graphql.ts';
import { whenOpened } from '../shared/whenOpened.tsx';

export const WORDS: Record<LabelList, { one: 'category' | 'function'; One: 'Category' | 'Function'; many: string }> = {
  categories: { one: 'category', One: 'Category', many: 'Categories' },
  functions: { one: 'function', One: 'Function', many: 'Functions' },
};

/**
 * What the typed text of a label entry becomes (§5): a comma ends an entry, so each part before the
 * last comma is created and the rest stays typed; Enter creates what is typed. Entries are trimmed
 * and empty ones dropped.
 */
export function splitEntries(text: string, enter = false): { create: string[]; rest: string } {
  const parts = text.split(',');
  const rest = enter ? '' : parts.pop() ?? '';
  return { create: [...new Set(parts.map((p) => p.trim()).filter(Boolean))], rest };
}

export interface LabelToolProps {
  list: LabelList;
  /** the products a new value is added to */
  selectedIds: string[];
}

const LabelDialog = whenOpened(async () => (await import('./LabelDialog.tsx')).LabelDialog);

/**
 * The batch tools of one label list (§2.4, §5): add a value to the selected products (Enter or comma
 * creates it; a product that has it keeps it once), and rename (Enter confirms, Escape cancels) or
 * delete a value across all products. Each is one server call, all products or none.
 */
export function LabelTool({ list, selectedIds }: LabelToolProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <LuTags aria-hidden="true" /> {WORDS[list].many}
      </Button>
      <LabelDialog list={list} selectedIds={selectedIds} open={open} onOpenChange={setOpen} />
    </>
  );
}

