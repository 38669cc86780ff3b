import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { requestJson } from '../app/http.ts';
import { forgetSession, safeReturnPath } from '../app/session.ts';
import { FormFailure, FormField, rules, useAppForm } from '../shared/form.tsx';
import { ProviderButtons, useAuthMessages, type AuthMessage } from './providers.tsx';
import { signInFailure } from './sign-in-failure.ts';

interface SignInForm {
  email: string;
  password: string;
}

export const POPUP_BLOCKED = 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.';

/** The sign-in screen: e-mail and password, or one of four providers in a popup; no sign-up (§6). */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const form = useAppForm<SignInForm>({ defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  const signedIn = useCallback(() => {
    forgetSession();
    navigate(next, { replace: true });
  }, [navigate, next]);

  useAuthMessages(
    useCallback((message: AuthMessage) => (message.type === 'signed-in' ? signedIn() : setFailure(message.reason)), [signedIn]),
  );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestJson('/api/auth/login', { method: 'POST', json: values });
      signedIn();
    } catch (error) {
      setFailure(signInFailure(error));
    }
  });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">Sign in to Joinery</Heading>
        <Text color="fg.muted" textStyle="sm">Welcome back. Sign in with your e-mail address or an account you linked.</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Sign in with e-mail">
        <Stack gap="4">
          <FormField form={form} name="email" label="E-mail" type="email" autoComplete="username" options={{ ...rules.required, ...rules.email }} />
          <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" options={rules.required} />
          <FormFailure message={failure} />
          <Button type="submit" w="full" loading={form.formState.isSubmitting}>Sign in</Button>
        </Stack>
      </form>
      <ProviderButtons separator="or" onBlocked={() => setFailure(POPUP_BLOCKED)} />
      <Text textStyle="xs" color="fg.muted" textAlign="center">
        Joinery accounts are by invitation: ask your workspace admin to invite you.
      </Text>
    </Stack>
  );
}
