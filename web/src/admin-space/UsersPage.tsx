import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FormField, FormFailure, rules, useAppForm } from '../shared/form.tsx';
import { formatDate } from '../shared/format.ts';
import { Initials } from './Initials.tsx';
import { messages } from '../shared/messages.ts';
import { Select } from '../shared/Select.tsx';
import { notify } from '../shared/toaster.tsx';
import { accountApi, type Invitation, type Member, type Role } from './account-api.ts';
import { AdminScreen, Panel, useAction, useLoaded, useMe } from './AdminScreen.tsx';

const ROLE_OPTIONS = [
  { value: 'admin', label: 'Admin' },
  { value: 'editor', label: 'Editor' },
  { value: 'user', label: 'User' },
  { value: 'guest', label: 'Guest' },
];
const roleOf = (roles: Role[]): Role => (['admin', 'editor', 'user', 'guest'] as const).find((r) => roles.includes(r)) ?? 'user';
const emailsOf = (text: string) => [...new Set(text.split(',').map((e) => e.trim()).filter(Boolean))];

/** /admin-space/users: the members with their roles, invitations (§5 list rules) and the plan's maxUsers. */
export function UsersPage() {
  const me = useMe();
  const admin = me.user.roles.includes('admin');
  const members = useLoaded(() => (admin ? accountApi.members() : Promise.resolve([])));
  const invitations = useLoaded(() => (admin ? accountApi.invitations() : Promise.resolve([])));
  const reload = () => Promise.all([members.reload(), invitations.reload()]);

  if (!admin) {
    return (
      <AdminScreen title="Users">
        <Panel title="Members">
          <EmptyMessage title="Only admins manage users" message={`Ask an admin of ${me.workspace.name} to invite someone or change a role.`} />
        </Panel>
      </AdminScreen>
    );
  }
  const { maxUsers } = me.workspace.limits;
  const staff = (members.data ?? []).filter((m) => m.roles.some((r) => r !== 'guest')).length + (invitations.data ?? []).filter((i) => i.roles.some((r) => r !== 'guest')).length;
  return (
    <AdminScreen title="Users">
      <InvitePanel onInvited={reload} planLine={maxUsers < 0 ? null : `Your ${me.workspace.plan[0]}${me.workspace.plan.slice(1).toLowerCase()} plan allows ${maxUsers} user${maxUsers === 1 ? '' : 's'}; ${staff} ${staff === 1 ? 'is' : 'are'} in use or invited.`} />
      <Panel title="Members">
        <FormFailure message={members.error} />
        <Stack as="ul" listStyleType="none" gap="3">
          {(members.data ?? []).map((member) => (
            <MemberRow key={member.email} member={member} self={member.email === me.user.email} onChanged={reload} />
          ))}
        </Stack>
      </Panel>
      <Panel title="Pending invitations">
        <FormFailure message={invitations.error} />
        {invitations.data?.length === 0 && <Text color="fg.muted">No invitations are waiting.</Text>}
        <Stack as="ul" listStyleType="none" gap="3">
          {(invitations.data ?? []).map((invitation) => (
            <InvitationRow key={invitation.code} invitation={invitation} onChanged={reload} />
          ))}
        </Stack>
      </Panel>
    </AdminScreen>
  );
}

function InvitePanel({ onInvited, planLine }: { onInvited: () => Promise<unknown>; planLine: string | null }) {
  const form = useAppForm<{ emails: string; role: Role }>({ defaultValues: { emails: '', role: 'user' } });
  const action = useAction();
  const submit = form.handleSubmit(async ({ emails, role }) => {
    const list = emailsOf(emails);
    let invited: Invitation[] = [];
    if (await action.run(async () => (invited = await accountApi.invite(list, [role])))) {
      notify(messages.usersInvited(invited.length));
      form.reset();
      await onInvited();
    }
  });
  return (
    <Panel title="Invite people" description={planLine && <>{planLine} <RouterLink to="/subscription" style={{ textDecoration: 'underline' }}>Compare plans</RouterLink></>}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          <FormField form={form} name="emails" label="E-mail addresses" description="Separate several with commas" required options={{ ...rules.required, ...rules.emailList }} autoComplete="off" />
          <FieldWrapper label="Role">
            <Select options={ROLE_OPTIONS} {...form.register('role')} />
          </FieldWrapper>
          <FormFailure message={action.failure} />
          <HStack>
            <Button type="submit" loading={action.busy}>Invite</Button>
          </HStack>
        </Stack>
      </form>
    </Panel>
  );
}

function MemberRow({ member, self, onChanged }: { member: Member; self: boolean; onChanged: () => Promise<unknown> }) {
  const action = useAction();
  const [removing, setRemoving] = useState(false);
  const role = roleOf(member.roles);
  return (
    <li aria-label={member.name}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
        <HStack flex="1" minW="0" gap="3">
          <Initials name={member.name} />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>{member.name}{self && ' (you)'}</Text>
            <Text color="fg.muted" textStyle="sm" truncate>{member.email}</Text>
          </Stack>
        </HStack>
        <HStack gap="2">
          <Select
            aria-label={`Role of ${member.name}`}
            options={ROLE_OPTIONS}
            value={role}
            root={{ size: 'sm', width: '32', disabled: self || action.busy }}
            onChange={(event) => void action.run(async () => {
              await accountApi.setRoles(member.email, [event.target.value as Role]);
              await onChanged();
            })}
          />
          {!self && (
            <Button size="sm" variant="outline" colorPalette="danger" onClick={() => setRemoving(true)}>Remove</Button>
          )}
        </HStack>
      </Stack>
      <FormFailure message={action.failure} />
      <ConfirmModal
        open={removing}
        title="Remove member"
        destructive
        confirmLabel="Remove"
        busy={action.busy}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void action.run(async () => {
          await accountApi.removeMember(member.email);
          setRemoving(false);
          await onChanged();
        })}
      >
        <Text>Remove {member.name} from this workspace? What they made stays, owned by the workspace.</Text>
      </ConfirmModal>
    </li>
  );
}

function InvitationRow({ invitation, onChanged }: { invitation: Invitation; onChanged: () => Promise<unknown> }) {
  const action = useAction();
  return (
    <li aria-label={`Invitation of ${invitation.email}`}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium" truncate>{invitation.email}</Text>
          <HStack gap="2">
            {invitation.roles.map((r) => <Badge key={r}>{r}</Badge>)}
            <Text color="fg.muted" textStyle="xs">expires {formatDate(invitation.expires)}</Text>
          </HStack>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={action.busy} onClick={() => void action.run(async () => {
            await accountApi.resendInvitation(invitation.code);
            notify({ type: 'success', title: 'Invitation sent again', description: `${invitation.email} will receive it soon` });
            await onChanged();
          })}>Resend</Button>
          <Button size="sm" variant="outline" colorPalette="danger" disabled={action.busy} onClick={() => void action.run(async () => {
            await accountApi.revokeInvitation(invitation.code);
            await onChanged();
          })}>Revoke</Button>
        </HStack>
      </Stack>
      <FormFailure message={action.failure} />
    </li>
  );
}
