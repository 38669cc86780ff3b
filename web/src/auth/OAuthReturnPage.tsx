import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AUTH_CHANNEL, type AuthMessage } from './providers.tsx';

/** /oauth: where a provider's popup lands (§2.1); it tells the app's window the outcome. */
export function OAuthReturnPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const message: AuthMessage = error ? { type: 'failed', reason: params.get('error_description') ?? error } : { type: 'signed-in' };
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }, [error, params]);
  return (
    <Stack gap="3" textAlign="center" role="status">
      <Heading as="h1" size="lg">{error ? 'Sign-in did not complete' : 'Signed in'}</Heading>
      <Text>{error ? `${params.get('error_description') ?? error}. You may close this page and try again.` : 'Authorisation Completed Successfully. You may now close this page.'}</Text>
    </Stack>
  );
}
