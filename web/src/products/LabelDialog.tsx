import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { AddLabelDocument, DeleteLabelDocument, LabelListDocument, RenameLabelDocument, type LabelList } from '../../gql/graphql.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { DialogShell } from '../shared/DialogShell.tsx';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { splitEntries, WORDS, type LabelToolProps } from './LabelTool.tsx';

/** after a change the table and the lists are read again */
const REFETCH = { refetchQueries: ['ModuleList', 'LabelList'] };

type Payload = { errors: { message: string }[] } | undefined;

/** Runs a label mutation; a refusal (payload error) or a failure is shown, success is said with `done`. */
async function run(work: () => Promise<Payload>, done: () => void): Promise<boolean> {
  try {
    const payload = await work();
    const error = payload?.errors[0];
    if (error) {
      notify({ type: 'error', description: error.message });
      return false;
    }
    done();
    return true;
  } catch (error) {
    notify({ type: 'error', description: error instanceof Error ? error.message : String(error) });
    return false;
  }
}

export interface LabelDialogProps extends LabelToolProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog of one label list; its code loads when it first opens. */
export function LabelDialog({ list, selectedIds, open, onOpenChange }: LabelDialogProps) {
  const words = WORDS[list];
  return (
    <DialogShell
      open={open}
      title={words.many}
      onClose={() => onOpenChange(false)}
      // Escape in a rename field cancels the rename (§5), not the dialog around it
      onEscapeKeyDown={(event) => {
        if ((event.target as Element | null)?.closest?.('[data-rename]')) event.preventDefault();
      }}
      size="md"
      scrollBehavior="inside"
    >
      {open && <LabelToolBody list={list} selectedIds={selectedIds} />}
    </DialogShell>
  );
}

function LabelToolBody({ list, selectedIds }: LabelToolProps) {
  const words = WORDS[list];
  const { data, loading, fetchMore } = useQuery(LabelListDocument, { variables: { list }, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [addLabel] = useMutation(AddLabelDocument, REFETCH);
  const [typed, setTyped] = useState('');
  const values = data?.labels.items ?? [];
  const next = data?.labels.next ?? null;
  // the list comes a page (200 values) at a time: the next page is appended on request
  const showMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { list, cursor: next },
        updateQuery: (shown, { fetchMoreResult }) => ({ ...fetchMoreResult, labels: { ...fetchMoreResult.labels, items: [...shown.labels.items, ...fetchMoreResult.labels.items] } }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  const suggestions = useId();

  const create = async (names: string[]) => {
    for (const name of names) {
      await run(
        async () => (await addLabel({ variables: { list, name, ids: selectedIds } })).data?.addLabel,
        () => notify(messages.addedToSelected(words.one)),
      );
    }
  };
  const change = (text: string) => {
    const { create: names, rest } = splitEntries(text);
    setTyped(rest);
    if (names.length) void create(names);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const { create: names } = splitEntries(typed, true);
    setTyped('');
    if (names.length) void create(names);
  };

  return (
    <Stack gap="5">
      <Field.Root>
        <Field.Label>Add a {words.one} to the {selectedIds.length} selected product{selectedIds.length === 1 ? '' : 's'}</Field.Label>
        <Input value={typed} list={suggestions} placeholder="Type, then Enter or comma" onChange={(e) => change(e.currentTarget.value)} onKeyDown={keyDown} />
        <datalist id={suggestions}>
          {values.map((value) => <option key={value} value={value} />)}
        </datalist>
        <Field.HelperText>Enter or a comma adds it; a product that has it already keeps it once.</Field.HelperText>
      </Field.Root>
      <Box as="section" aria-label={`Every ${words.one}`}>
        <Text fontWeight="semibold" mb="2">Every {words.one} (renaming or deleting changes all products)</Text>
        {!loading && values.length === 0 && <Text color="fg.muted" textStyle="sm">No data available</Text>}
        <Stack as="ul" gap="1" listStyleType="none">
          {values.map((value) => <LabelValue key={value} list={list} value={value} />)}
        </Stack>
        {next && (
          <Button size="xs" variant="outline" mt="2" loading={loadingMore} onClick={() => void showMore()}>
            Show more {words.many.toLowerCase()}
          </Button>
        )}
      </Box>
    </Stack>
  );
}

/** One value of the list: its name, or its rename field (Enter confirms, Escape cancels); and Delete. */
function LabelValue({ list, value }: { list: LabelList; value: string }) {
  const words = WORDS[list];
  const [renameLabel, renaming] = useMutation(RenameLabelDocument, REFETCH);
  const [deleteLabel, deleting] = useMutation(DeleteLabelDocument, REFETCH);
  const [draft, setDraft] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const confirmRename = async () => {
    const newName = (draft ?? '').trim();
    if (!newName || newName === value) return setDraft(null);
    const renamed = await run(
      async () => (await renameLabel({ variables: { list, name: value, newName } })).data?.renameLabel,
      () => notify(messages.renamed(words.One)),
    );
    if (renamed) setDraft(null);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void confirmRename();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft(null);
    }
  };
  const confirmDelete = async () => {
    await run(
      async () => (await deleteLabel({ variables: { list, name: value } })).data?.deleteLabel,
      () => notify(messages.deleted(words.One)),
    );
    setAsking(false);
  };

  return (
    <HStack as="li" gap="2" justify="space-between" minH="9">
      {draft === null ? (
        <Text truncate>{value}</Text>
      ) : (
        <Input size="sm" autoFocus data-rename aria-label={`New name for ${value}`} value={draft} disabled={renaming.loading} onChange={(e) => setDraft(e.currentTarget.value)} onKeyDown={keyDown} />
      )}
      <HStack gap="1" flexShrink={0}>
        <IconButton size="xs" variant="ghost" aria-label={`Rename ${value}`} onClick={() => setDraft(value)} disabled={draft !== null}>
          <LuPencil aria-hidden="true" />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={`Delete ${value}`} onClick={() => setAsking(true)}>
          <LuTrash2 aria-hidden="true" />
        </IconButton>
      </HStack>
      <ConfirmModal open={asking} title={`Delete ${words.one}`} confirmLabel="Delete" destructive busy={deleting.loading} onConfirm={() => void confirmDelete()} onCancel={() => setAsking(false)}>
        <Text>{value} will be removed from every product that has it.</Text>
      </ConfirmModal>
    </HStack>
  );
}
