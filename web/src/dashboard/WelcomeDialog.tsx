import { useApolloClient } from '@apollo/client/react';
import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { requestJson } from '../app/http.ts';
import { DialogButtons, DialogShell } from '../shared/DialogShell.tsx';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FormField, rules, useAppForm, useFieldError } from '../shared/form.tsx';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { WORKSPACE_NAME_MIN } from '../shared/constants.ts';
import { teamInvite, type WelcomeForm } from './team-invite.ts';

export interface WelcomeDialogProps {
  open: boolean;
  onClose: () => void;
  workspace: { alias: string; name: string };
}

/**
 * The welcome pop-up (§2.7, §5 'Dashboard team invite'): the workspace's name and the team to invite.
 * 'Later' closes it; 'Done' renames and invites when the form changed, has a name and e-mails and is
 * valid, else just closes; an invalid form says so ('Oops!') and stays open.
 */
export function WelcomeDialog({ open, onClose, workspace }: WelcomeDialogProps) {
  const client = useApolloClient();
  const form = useAppForm<WelcomeForm>({ defaultValues: { name: workspace.name, emails: '' } });
  const emailsError = useFieldError(form, 'emails');
  const [busy, setBusy] = useState(false);

  const done = async () => {
    const valid = await form.trigger();
    const plan = teamInvite(form.getValues(), workspace.name, { changed: form.formState.isDirty, valid });
    if (plan.kind === 'invalid') return notify(messages.invalidForm());
    if (plan.kind === 'close') return onClose();
    setBusy(true);
    try {
      if (plan.rename) {
        await requestJson(`/api/workspaces/${encodeURIComponent(workspace.alias)}`, { method: 'PUT', json: { name: plan.rename } });
        // the frame and the heading show the name from the cache: the new one at once
        client.cache.modify({ id: client.cache.identify({ __typename: 'Workspace', alias: workspace.alias }), fields: { name: () => plan.rename } });
      }
      if (plan.emails.length) {
        const invited = await requestJson<unknown[]>('/api/users/invitations', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: plan.emails.join(','),
        });
        notify(messages.usersInvited(invited.length));
      }
      onClose();
    } catch (error) {
      notify(messages.loadFailed('Oops!', error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      open={open}
      title="Welcome to Joinery"
      onClose={onClose}
      closeOnInteractOutside={false}
      onSubmit={(event) => {
        event.preventDefault();
        void done();
      }}
      footer={<DialogButtons cancelLabel="Later" onCancel={onClose} confirmLabel="Done" busy={busy} />}
    >
      <Stack gap="4">
        <Text color="fg.muted">Name your workspace and invite your team to work on it with you.</Text>
        <FormField form={form} name="name" label="Workspace name" required options={{ ...rules.required, ...rules.minLength(WORKSPACE_NAME_MIN), ...rules.maxLength(100) }} autoComplete="organization" />
        <FieldWrapper label="Invite your team" description="E-mail addresses, separated by commas" error={emailsError}>
          <Textarea rows={3} placeholder="ana@example.com, ben@example.com" {...form.register('emails', rules.emailList)} />
        </FieldWrapper>
      </Stack>
    </DialogShell>
  );
}
