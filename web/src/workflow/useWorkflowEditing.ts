import { useApolloClient, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { workflowProblem } from '../../../rules/order-workflow.ts';
import { notify } from '../shared/toaster.tsx';
import { CreateWorkflowDocument, OrderWorkflowDocument, SaveWorkflowDocument, type OrderWorkflowQuery } from './gql/graphql.ts';
import { documentOf, type Draft } from './workflow-draft.ts';

/** A save refused because someone else saved first (PRECONDITION_FAILED), in the words the editors use for it. */
export const SAVED_BY_SOMEONE_ELSE = 'Someone else saved this workflow in the meantime. Reload to see their changes, then make yours again.';

type Saved = OrderWorkflowQuery['orderWorkflow'];

const draftOf = (saved: Saved): Draft => ({
  name: saved.workflow?.document.name ?? 'Order workflow',
  description: saved.workflow?.document.description,
  states: saved.states,
  transitions: saved.transitions,
});

const sameDocument = (a: Draft, b: Draft) => JSON.stringify(documentOf(a)) === JSON.stringify(documentOf(b));

/** The workflow mutations' answer: a payload's first error (code and message), or none. */
type Answer = { errors: { code: string; message: string }[] } | undefined;

/**
 * The /workflow editor's state: the workflow as saved (the workspace's, or §4's default while it has
 * none), the draft being edited, what is wrong with it, and Save (a new version expecting the head on
 * screen, or the workspace's first workflow), Discard and Reload.
 */
export function useWorkflowEditing() {
  const client = useApolloClient();
  const query = useQuery(OrderWorkflowDocument);
  const saved = query.data?.orderWorkflow;
  const base = useMemo(() => (saved ? draftOf(saved) : null), [saved]);
  const [edits, setEdits] = useState<Draft | null>(null);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = edits ?? base;
  const dirty = Boolean(edits && base && !sameDocument(edits, base));
  const problem = draft ? workflowProblem(draft)?.message ?? null : null;

  const change = (next: (draft: Draft) => Draft) => {
    if (!draft) return;
    setEdits(next(draft));
    setFailure(null);
  };

  const reload = async () => {
    await query.refetch();
    setEdits(null);
    setFailure(null);
  };

  const save = async () => {
    if (!draft || !saved || problem) return;
    setSaving(true);
    try {
      const document = documentOf(draft);
      const workflow = saved.workflow;
      const answer: Answer = workflow
        ? (await client.mutate({ mutation: SaveWorkflowDocument, variables: { id: workflow.id, document, expectedHead: workflow.head } })).data?.updateWorkflow
        : (await client.mutate({ mutation: CreateWorkflowDocument, variables: { document } })).data?.createWorkflow;
      const error = answer?.errors[0];
      if (error) {
        const stale = error.code === 'PRECONDITION_FAILED';
        setFailure({ message: stale ? SAVED_BY_SOMEONE_ELSE : error.message, stale });
        return;
      }
      notify({ type: 'success', title: 'Workflow saved', description: 'Orders follow the new workflow from now on.' });
      await reload();
    } catch (error) {
      setFailure({ message: error instanceof Error ? error.message : String(error), stale: false });
    } finally {
      setSaving(false);
    }
  };

  return { query, saved, draft, dirty, problem, failure, saving, change, save, reload, discard: () => setEdits(null) };
}
