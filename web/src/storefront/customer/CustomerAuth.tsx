import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { signInFailure } from '../../auth/sign-in-failure.ts';
import { FormFailure, FormField, NewPasswordFields, rules, useAppForm } from '../../shared/form.tsx';
import { publishedApi, type Customer, type StorefrontAuth } from '../api/published-api.ts';

interface AuthForm {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

export interface CustomerAuthProps {
  configuratorId: string;
  auth: StorefrontAuth;
  /** why the customer is asked to sign in ('Sign in to order'), above the form */
  reason?: string;
  onSignedIn: (customer: Customer) => void;
  onCancel?: () => void;
}

/**
 * The storefront's sign-in, and its sign-up when the configurator lets customers sign themselves up
 * (signup type Signup; with Invitation only invited customers have an account). Both need the
 * configurator's e-mail and password login (emailPassword).
 */
export function CustomerAuth({ configuratorId, auth, reason, onSignedIn, onCancel }: CustomerAuthProps) {
  const selfSignup = auth.signupType === 'Signup';
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<AuthForm>({ defaultValues: { name: '', email: '', password: '', confirm: '' } });
  const signingUp = mode === 'signup';

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(null);
    try {
      const customer = signingUp
        ? await publishedApi.signUp(configuratorId, { email, password, ...(name.trim() ? { name: name.trim() } : {}) })
        : await publishedApi.signIn(configuratorId, { email, password });
      onSignedIn({ ...customer, email: customer?.email ?? email });
    } catch (error) {
      // the server's words name the problem (a taken address, a weak password, too many attempts)
      setFailure(signInFailure(error));
    }
  });

  const switchTo = (next: 'signin' | 'signup') => {
    setFailure(null);
    form.clearErrors();
    setMode(next);
  };

  if (!auth.emailPassword) {
    return (
      <Stack gap="3" as="section" aria-labelledby="customer-auth">
        <Heading as="h2" size="lg" id="customer-auth">Sign in</Heading>
        {reason && <Text>{reason}</Text>}
        <Text color="fg.muted">Signing in with an e-mail address and password is not offered here. Please contact the maker to order.</Text>
        {onCancel && <Button variant="outline" alignSelf="flex-start" onClick={onCancel}>Back to the configuration</Button>}
      </Stack>
    );
  }

  const title = signingUp ? 'Create an account' : 'Sign in';
  return (
    <Stack gap="4" as="section" aria-labelledby="customer-auth">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="customer-auth">{title}</Heading>
        {reason && <Text>{reason}</Text>}
      </Stack>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="4">
          {signingUp && <FormField form={form} name="name" label="Name" autoComplete="name" options={rules.maxLength(200)} />}
          <FormField form={form} name="email" label="E-mail" type="email" autoComplete="username" options={{ ...rules.required, ...rules.email }} />
          {signingUp ? (
            <NewPasswordFields form={form} />
          ) : (
            <FormField form={form} name="password" label="Password" type="password" autoComplete="current-password" options={rules.required} />
          )}
          <FormFailure message={failure} />
          <Button type="submit" loading={form.formState.isSubmitting}>{signingUp ? 'Create account' : 'Sign in'}</Button>
        </Stack>
      </form>
      {selfSignup ? (
        signingUp ? (
          <Button variant="ghost" onClick={() => switchTo('signin')}>I have an account: sign in</Button>
        ) : (
          <Button variant="ghost" onClick={() => switchTo('signup')}>New here? Create an account</Button>
        )
      ) : (
        <Text textStyle="sm" color="fg.muted">Accounts are by invitation: the maker sends you one.</Text>
      )}
      {onCancel && <Button variant="outline" onClick={onCancel}>Back to the configuration</Button>}
    </Stack>
  );
}
