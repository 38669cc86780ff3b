import { useMutation } from '@apollo/client/react';
import { Field, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCreditCard, LuPause, LuPlay } from 'react-icons/lu';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { Select } from '../shared/Select.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import type { DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';
import {
  Plan, ResumeWorkspaceDocument, SetWorkspacePlanDocument, SuperadminWorkspacesDocument, SuspendWorkspaceDocument,
  type SuperadminWorkspaceOutcomeFragment, type SuperadminWorkspaceRowFragment,
} from './gql/graphql.ts';
import { ListScreen } from './ListScreen.tsx';
import { superadminMessages } from './messages.ts';

type Row = SuperadminWorkspaceRowFragment;
type Action = { kind: 'plan' | 'suspend' | 'resume'; row: Row };

const planName = (plan: string) => plan[0] + plan.slice(1).toLowerCase();
const ofLimit = (used: number, limit: number) => (limit < 0 ? `${used} of unlimited` : `${used} of ${limit}`);

/** Usage against each limit of the plan, one line each; a limit reached is tagged 'full'. */
function Usage({ row }: { row: Row }) {
  const lines = [
    { label: 'Configurators', used: row.usage.configurators, limit: row.limits.maxConfigurators },
    { label: 'Users', used: row.usage.users, limit: row.limits.maxUsers },
    { label: 'Products per configurator', used: row.usage.productsPerConfigurator, limit: row.limits.maxProductsPerConfigurator },
  ];
  return (
    <Stack as="ul" listStyleType="none" gap="0" textStyle="xs" minW="44">
      {lines.map(({ label, used, limit }) => (
        <Text as="li" key={label}>
          {label}: <Text as="span" fontWeight="medium">{ofLimit(used, limit)}</Text>
          {limit >= 0 && used >= limit && <Text as="span" ms="1"><StatusTag status="warning">full</StatusTag></Text>}
        </Text>
      ))}
    </Stack>
  );
}

const COLUMNS: DataColumn<Row>[] = [
  {
    id: 'name',
    header: 'Workspace',
    enableSorting: false,
    accessorFn: (row) => row.name,
    cell: ({ row: { original } }) => (
      <Stack gap="0.5">
        <Text fontWeight="medium">{original.name}</Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Text textStyle="xs" color="fg.muted">{original.alias}</Text>
          {original.suspended && <StatusTag status="danger">Suspended</StatusTag>}
        </Flex>
      </Stack>
    ),
  },
  { id: 'plan', header: 'Plan', enableSorting: false, accessorFn: (row) => row.planName, cell: ({ row }) => <StatusTag status="subscription">{row.original.planName}</StatusTag> },
  {
    id: 'members',
    header: 'Members',
    enableSorting: false,
    accessorFn: (row) => row.staff,
    cell: ({ row: { original } }) => (
      <Text textStyle="sm" whiteSpace="nowrap">
        {original.staff} staff
        <Text as="span" display="block" textStyle="xs" color="fg.muted">{original.members} with customers</Text>
      </Text>
    ),
  },
  { id: 'usage', header: 'Usage', enableSorting: false, accessorFn: (row) => row.usage.configurators, cell: ({ row }) => <Usage row={row.original} /> },
];

/** The question of each action, and what confirming it does. */
function ActionDialog({ action, onClose, onDone }: { action: Action | null; onClose: () => void; onDone: () => void }) {
  // each question is a new dialog (keyed by its page), starting from the workspace's own plan
  const [plan, setPlan] = useState<Plan>(action?.row.plan ?? Plan.Free);
  const [busy, setBusy] = useState(false);
  const [setWorkspacePlan] = useMutation(SetWorkspacePlanDocument);
  const [suspendWorkspace] = useMutation(SuspendWorkspaceDocument);
  const [resumeWorkspace] = useMutation(ResumeWorkspaceDocument);
  const row = action?.row;
  const name = row?.name ?? '';

  const confirm = async () => {
    if (!action || !row) return;
    setBusy(true);
    let outcome: SuperadminWorkspaceOutcomeFragment | undefined;
    try {
      const variables = { alias: row.alias };
      if (action.kind === 'plan') outcome = (await setWorkspacePlan({ variables: { ...variables, plan } })).data?.setWorkspacePlan;
      else if (action.kind === 'suspend') outcome = (await suspendWorkspace({ variables })).data?.suspendWorkspace;
      else outcome = (await resumeWorkspace({ variables })).data?.resumeWorkspace;
    } catch (error) {
      notify(superadminMessages.refused(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
    if (outcome?.errors.length) notify(superadminMessages.refused(outcome.errors[0].message));
    if (outcome?.workspace) {
      const done = outcome.workspace;
      notify(action.kind === 'plan' ? superadminMessages.planChanged(done.name, done.planName) : action.kind === 'suspend' ? superadminMessages.suspended(done.name) : superadminMessages.resumed(done.name));
      onDone();
    }
    onClose();
  };

  const questions = {
    plan: { title: `Change the plan of ${name}`, confirmLabel: 'Change plan' },
    suspend: { title: `Suspend ${name}?`, confirmLabel: 'Suspend' },
    resume: { title: `Resume ${name}?`, confirmLabel: 'Resume' },
  };
  const question = questions[action?.kind ?? 'plan'];
  return (
    <ConfirmModal
      open={Boolean(action)}
      title={question.title}
      confirmLabel={question.confirmLabel}
      destructive={action?.kind === 'suspend'}
      busy={busy}
      confirmDisabled={action?.kind === 'plan' && plan === row?.plan}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {action?.kind === 'plan' && (
        <Field.Root>
          <Field.Label>Plan</Field.Label>
          <Select value={plan} onChange={(e) => setPlan(e.currentTarget.value as Plan)} options={Object.values(Plan).map((p) => ({ value: p, label: planName(p) }))} />
          <Field.HelperText>Its limits change at once: the next configurator, user or product is held to the new plan.</Field.HelperText>
        </Field.Root>
      )}
      {action?.kind === 'suspend' && (
        <Text>Its members can still sign in and read its work, but nothing in it can be changed, and its storefronts show 'Configurator unavailable' until you resume it.</Text>
      )}
      {action?.kind === 'resume' && <Text>Its members can change its work again, and its storefronts open to customers.</Text>}
    </ConfirmModal>
  );
}

/** /superadmin/workspaces: every workspace with its plan, members and usage; change its plan, suspend or resume it. */
export function WorkspacesPage() {
  const { rows, loading, error, pager, refetch } = useCursorPaging(SuperadminWorkspacesDocument, { select: (data) => data.superadminWorkspaces });
  const [action, setAction] = useState<Action | null>(null);
  return (
    <ListScreen<Row>
      title="Workspaces"
      subtitle="EVERY WORKSPACE, ITS PLAN AND USAGE"
      what="workspaces"
      error={error}
      label="Workspaces"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.alias}
      rowName={(row) => row.name}
      pager={pager}
      loading={loading}
      message={{ title: 'No workspaces yet' }}
      rowActions={[
        { label: 'Change plan', icon: <LuCreditCard aria-hidden="true" />, onClick: (row) => setAction({ kind: 'plan', row }) },
        { label: 'Suspend', icon: <LuPause aria-hidden="true" />, onClick: (row) => setAction({ kind: 'suspend', row }), offered: (row) => !row.suspended },
        { label: 'Resume', icon: <LuPlay aria-hidden="true" />, onClick: (row) => setAction({ kind: 'resume', row }), offered: (row) => Boolean(row.suspended) },
      ]}
    >
      <ActionDialog key={action ? `${action.kind}:${action.row.alias}` : 'none'} action={action} onClose={() => setAction(null)} onDone={refetch} />
    </ListScreen>
  );
}
