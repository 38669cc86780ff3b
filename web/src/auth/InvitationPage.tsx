import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HttpError, requestJson } from '../app/http.ts';
import { forgetSession } from '../app/session.ts';
import { FormField, rules, useAppForm } from '../shared/form.tsx';
import { ProviderButtons, useAuthMessages, type AuthMessage } from './providers.tsx';
import { POPUP_BLOCKED } from './SignInPage.tsx';

interface InvitationForm {
  password: string;
  confirm: string;
}

/** Accepting an invitation: set a password (§5 rule, confirmed) or use a provider, then join the workspace. */
export function InvitationPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const form = useAppForm<InvitationForm>({ defaultValues: { password: '', confirm: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  const joined = useCallback(() => {
    forgetSession();
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  useAuthMessages(useCallback((message: AuthMessage) => (message.type === 'signed-in' ? joined() : setFailure(message.reason)), [joined]));

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await requestJson(`/api/users/invitations/${encodeURIComponent(code)}/accept`, { method: 'POST', json: { password } });
      joined();
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
        setFailure('This invitation is not valid any more. Ask the person who invited you for a new one.');
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">Accept your invitation</Heading>
        <Text color="fg.muted" textStyle="sm">Choose a password to join your team on Joinery.</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Set a password">
        <Stack gap="4">
          <FormField form={form} name="password" label="Password" type="password" autoComplete="new-password" options={{ ...rules.required, ...rules.password, deps: ['confirm'] }} />
          <FormField
            form={form}
            name="confirm"
            label="Repeat the password"
            type="password"
            autoComplete="new-password"
            options={{ ...rules.required, ...rules.matches(() => form.getValues('password')) }}
          />
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" w="full" loading={form.formState.isSubmitting}>Join</Button>
        </Stack>
      </form>
      <ProviderButtons separator="or join with" invitation={code} onBlocked={() => setFailure(POPUP_BLOCKED)} />
    </Stack>
  );
}
