import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { HttpError, requestJson } from '../app/http.ts';
import { forgetSession } from '../app/session.ts';
import { FormFailure, NewPasswordFields, useAppForm } from '../shared/form.tsx';
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
          <NewPasswordFields form={form} />
          <FormFailure message={failure} />
          <Button type="submit" w="full" loading={form.formState.isSubmitting}>Join</Button>
        </Stack>
      </form>
      <ProviderButtons separator="or join with" invitation={code} onBlocked={() => setFailure(POPUP_BLOCKED)} />
    </Stack>
  );
}
