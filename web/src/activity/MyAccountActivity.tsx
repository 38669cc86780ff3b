import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { requestJson } from '../app/http.ts';
import { formatDateTime } from '../shared/format.ts';

/** An entry of GET /api/users/me/activity: what the signed-in user did with their account. */
interface AccountEntry {
  at: string;
  type: string;
  workspace: string | null;
  detail: string | null;
}

const SHOWN = 10;

/** The account events in words (rest/model/identity/activity.ts ACTIVITY_TYPES). */
const WORDS: Record<string, string> = {
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  passwordChanged: 'Changed your password',
  tokenCreated: 'Made an API token',
  tokenRevoked: 'Revoked an API token',
  workspaceCreated: 'Made a workspace',
  workspaceSwitched: 'Switched workspace',
  invited: 'Invited',
  invitationAccepted: 'Accepted an invitation',
  profileChanged: 'Changed your profile',
  planChanged: "Changed a workspace's plan",
  workspaceSuspended: 'Suspended a workspace',
  workspaceResumed: 'Resumed a workspace',
  taskCancelled: 'Cancelled a task',
  taskRestarted: 'Restarted a task',
};

/** Your own account's latest events (sign-ins, tokens, workspaces, invitations), beside the workspace's timeline. */
export function MyAccountActivity() {
  const headingId = useId();
  const [entries, setEntries] = useState<AccountEntry[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    requestJson<AccountEntry[]>('/api/users/me/activity', { signal: abort.signal })
      .then((list) => setEntries(list.slice(0, SHOWN)))
      .catch((error: unknown) => !abort.signal.aborted && setFailed(error instanceof Error ? error.message : String(error)));
    return () => abort.abort();
  }, []);
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }}>
      <Heading as="h2" id={headingId} size="md" mb="3">Your account</Heading>
      {failed && <Text color="fg.error">Your account's activity could not be loaded: {failed}</Text>}
      {!failed && !entries && <Skeleton height="12" />}
      {entries && entries.length === 0 && <Text color="fg.muted">Nothing yet</Text>}
      {entries && entries.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {entries.map((entry) => (
            <Box as="li" key={`${entry.at}:${entry.type}`} textStyle="sm">
              <Text as="span" fontWeight="medium">{WORDS[entry.type] ?? entry.type}</Text>
              {entry.detail && <Text as="span" color="fg.muted"> · {entry.detail}</Text>}
              <Text color="fg.muted"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time></Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
