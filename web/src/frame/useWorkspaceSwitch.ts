import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SwitchWorkspaceDocument } from '../../gql/graphql.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { noticeAfterReload, waitPath } from './session-actions.ts';

/**
 * Switching workspace (§2.3, §8): the server changes the current workspace, then the app reloads
 * through /wait and greets with 'Switched to {name} workspace'; a failure stays here with its reason.
 */
export function useWorkspaceSwitch(): (workspace: { alias: string; name: string }) => Promise<void> {
  const [switchWorkspace] = useMutation(SwitchWorkspaceDocument);
  const navigate = useNavigate();
  // the same function while its parts stay the same: the frame re-renders only when what it is given changes
  return useCallback(async (workspace) => {
    try {
      const { data } = await switchWorkspace({ variables: { alias: workspace.alias } });
      noticeAfterReload(messages.workspaceSwitched(data?.switchWorkspace.workspace.name ?? workspace.name));
      navigate(waitPath('/dashboard'));
    } catch (error) {
      notify(messages.workspaceSwitchFailed(error instanceof Error ? error.message : String(error)));
    }
  }, [switchWorkspace, navigate]);
}
