import { Button, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { noticeAfterReload, waitPath } from '../frame/session-actions.ts';
import { FormField, FormFailure, rules, useAppForm } from '../shared/form.tsx';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { accountApi } from './account-api.ts';
import { AdminScreen, Panel, useAction } from './AdminScreen.tsx';

/** application.md §5: a new workspace's name has at least 3 characters */
const NAME_MIN = 3;

/**
 * /admin-space/new-workspace (§3 workspace creation form): a name and e-mails to invite. The creator
 * becomes its admin, and the app switches there through /wait with the §8 greeting.
 */
export function NewWorkspacePage() {
  const navigate = useNavigate();
  const form = useAppForm<{ name: string; emails: string }>({ defaultValues: { name: '', emails: '' } });
  const action = useAction();
  const submit = form.handleSubmit(async ({ name, emails }) => {
    const list = emails.split(',').map((e) => e.trim()).filter(Boolean);
    let made: { alias: string; name: string } | undefined;
    if (!(await action.run(async () => (made = await accountApi.createWorkspace(name.trim(), list))))) return;
    try {
      await accountApi.switchWorkspace(made!.alias);
    } catch (error) {
      // made, but not switched to: §8's switch failure, and the strip offers it
      notify(messages.workspaceSwitchFailed(error instanceof Error ? error.message : String(error)));
      return;
    }
    noticeAfterReload(messages.workspaceSwitched(made!.name));
    navigate(waitPath('/dashboard'));
  });
  return (
    <AdminScreen title="New Workspace">
      <Panel title="Create a workspace" description="You become its admin; the people you invite join it as users.">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="md">
            <FormField form={form} name="name" label="Workspace name" required options={{ ...rules.required, ...rules.minLength(NAME_MIN), ...rules.maxLength(100) }} autoComplete="organization" />
            <FormField form={form} name="emails" label="Invite by e-mail" description="Separate several with commas. A new workspace starts on the Free plan, which has one user: invite others once it has a plan for them." options={rules.emailList} autoComplete="off" />
            <FormFailure message={action.failure} />
            <HStack>
              <Button type="submit" loading={action.busy}>Create workspace</Button>
            </HStack>
          </Stack>
        </form>
      </Panel>
    </AdminScreen>
  );
}
