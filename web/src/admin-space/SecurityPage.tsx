import { Badge, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FormField, FormFailure, NewPasswordFields, rules, useAppForm } from '../shared/form.tsx';
import { formatDateTime } from '../shared/format.ts';
import { Select } from '../shared/Select.tsx';
import { notify } from '../shared/toaster.tsx';
import { accountApi, type ApiToken, type ProviderLink, type Session } from './account-api.ts';
import { AdminScreen, Panel, useAction, useLoaded } from './AdminScreen.tsx';

/** /admin-space/preferences/security: password, active sessions and personal API tokens. */
export function SecurityPage() {
  const sessions = useLoaded(accountApi.sessions);
  const tokens = useLoaded(accountApi.tokens);
  return (
    <AdminScreen title="Security" submenu="preferences">
      <PasswordPanel onChanged={() => Promise.all([sessions.reload(), tokens.reload()])} />
      <SessionsPanel sessions={sessions.data} error={sessions.error} reload={sessions.reload} />
      <TokensPanel tokens={tokens.data} error={tokens.error} reload={tokens.reload} />
      <ProvidersPanel />
    </AdminScreen>
  );
}

function PasswordPanel({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const form = useAppForm<{ currentPassword: string; password: string; confirm: string }>({ defaultValues: { currentPassword: '', password: '', confirm: '' } });
  const action = useAction();
  const submit = form.handleSubmit(async ({ currentPassword, password }) => {
    if (await action.run(() => accountApi.updateMe({ currentPassword, password }))) {
      notify({ type: 'success', title: 'Password changed', description: 'Your other sessions have ended and your API tokens were revoked' });
      form.reset();
      await onChanged();
    }
  });
  return (
    <Panel title="Change password" description="Changing it signs you out everywhere else and revokes your API tokens.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4" maxW="md">
          <FormField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required options={rules.required} />
          <NewPasswordFields form={form} />
          <FormFailure message={action.failure} />
          <HStack>
            <Button type="submit" loading={action.busy}>Change password</Button>
          </HStack>
        </Stack>
      </form>
    </Panel>
  );
}

function SessionsPanel({ sessions, error, reload }: { sessions?: Session[]; error: string | null; reload: () => Promise<void> }) {
  const action = useAction();
  const others = (sessions ?? []).filter((s) => !s.current);
  return (
    <Panel title="Active sessions" description="Where you are signed in.">
      <FormFailure message={error ?? action.failure} />
      <Stack as="ul" listStyleType="none" gap="3">
        {(sessions ?? []).map((session) => (
          <li key={session.id} aria-label={`${session.browser} on ${session.os}`}>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
              <Stack gap="0" flex="1">
                <HStack gap="2">
                  <Text fontWeight="medium">{session.browser} on {session.os}</Text>
                  {session.current && <Badge colorPalette="green">This session</Badge>}
                </HStack>
                <Text color="fg.muted" textStyle="sm">{session.place ?? 'Place unknown'} · last used {formatDateTime(session.lastUsed)}</Text>
              </Stack>
              {!session.current && (
                <Button size="sm" variant="outline" alignSelf={{ base: 'flex-start', sm: 'center' }} disabled={action.busy} onClick={() => void action.run(async () => {
                  await accountApi.endSession(session.id);
                  await reload();
                })}>Sign out</Button>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
      {others.length > 0 && (
        <Button mt="4" size="sm" variant="outline" colorPalette="danger" loading={action.busy} onClick={() => void action.run(async () => {
          await accountApi.endOtherSessions();
          await reload();
        })}>Sign out all other sessions</Button>
      )}
    </Panel>
  );
}

const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'read-write', label: 'Read and write' },
];

function TokensPanel({ tokens, error, reload }: { tokens?: ApiToken[]; error: string | null; reload: () => Promise<void> }) {
  const form = useAppForm<{ name: string; scope: ApiToken['scope'] }>({ defaultValues: { name: '', scope: 'read' } });
  const action = useAction();
  const [made, setMade] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ name, scope }) => {
    await action.run(async () => {
      const token = await accountApi.createToken(name.trim(), scope);
      setMade(token.token);
      form.reset();
      await reload();
    });
  });
  return (
    <Panel title="Personal API tokens" description="A token calls the API as you, in this workspace: send it as Authorization: Bearer …">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Box flex="1">
            <FormField form={form} name="name" label="Token name" required options={{ ...rules.required, ...rules.maxLength(100) }} autoComplete="off" />
          </Box>
          <FieldWrapper label="Scope">
            <Select options={SCOPES} {...form.register('scope')} />
          </FieldWrapper>
          <Button type="submit" loading={action.busy} alignSelf={{ base: 'flex-start', md: 'flex-end' }}>Create token</Button>
        </Stack>
      </form>
      {made && (
        <Box mt="4" p="3" borderWidth="1px" rounded="md" bg="bg.subtle" role="status">
          <Text fontWeight="medium" mb="2">Copy your new token now: it is shown only this once.</Text>
          <Code data-testid="new-token" wordBreak="break-all" whiteSpace="normal">{made}</Code>
        </Box>
      )}
      <FormFailure message={error ?? action.failure} />
      <Stack as="ul" listStyleType="none" gap="3" mt="4">
        {(tokens ?? []).map((token) => (
          <li key={token.id} aria-label={`Token ${token.name}`}>
            <HStack gap="3" wrap="wrap">
              <Stack gap="0" flex="1" minW="40">
                <Text fontWeight="medium">{token.name}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {token.scope === 'read' ? 'Read only' : 'Read and write'} · made {formatDateTime(token.created)} · {token.lastUsed ? `last used ${formatDateTime(token.lastUsed)}` : 'never used'}
                </Text>
              </Stack>
              <Button size="sm" variant="outline" colorPalette="danger" disabled={action.busy} onClick={() => void action.run(async () => {
                await accountApi.revokeToken(token.id);
                await reload();
              })}>Revoke</Button>
            </HStack>
          </li>
        ))}
      </Stack>
      {tokens?.length === 0 && <Text color="fg.muted" mt="4">You have no API tokens.</Text>}
    </Panel>
  );
}

/** The provider sign-in page opens in a 600x600 popup (§7); signing in there with the account's e-mail links it. */
const POPUP = 'width=600,height=600';

function ProvidersPanel() {
  const providers = useLoaded(accountApi.providers);
  const action = useAction();
  // back from the popup: the link may have changed
  const { reload } = providers;
  useEffect(() => {
    const again = () => void reload();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [reload]);
  return (
    <Panel title="Linked sign-in providers" description="Sign in with a provider account that has your e-mail address to link it.">
      <FormFailure message={providers.error ?? action.failure} />
      {providers.data?.length === 0 && <Text color="fg.muted">No sign-in providers are set up on this Joinery.</Text>}
      <Stack as="ul" listStyleType="none" gap="3">
        {(providers.data ?? []).map((provider: ProviderLink) => (
          <li key={provider.name} aria-label={provider.label}>
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium" flex="1">{provider.label}</Text>
              {provider.linked ? <Badge colorPalette="green">Linked</Badge> : <Badge>Not linked</Badge>}
              {provider.linked ? (
                <Button size="sm" variant="outline" disabled={action.busy} onClick={() => void action.run(async () => {
                  await accountApi.unlinkProvider(provider.name);
                  await providers.reload();
                })}>Unlink</Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => window.open(`/api/auth/${encodeURIComponent(provider.name)}`, 'joinery-provider', POPUP)}>Link</Button>
              )}
            </HStack>
          </li>
        ))}
      </Stack>
    </Panel>
  );
}
