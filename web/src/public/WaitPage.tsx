import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../app/session.ts';

/** /wait (§2.2): shown while the app reloads after logout or a workspace switch. */
export function WaitPage() {
  const [params] = useSearchParams();
  const to = params.get('to') === '/' ? '/' : safeReturnPath(params.get('to'));
  useEffect(() => {
    // a full reload drops every cache of the previous session or workspace
    const timer = window.setTimeout(() => window.location.replace(to), 300);
    return () => window.clearTimeout(timer);
  }, [to]);
  return (
    <Stack gap="4" align="center" textAlign="center" role="status">
      <Spinner size="lg" />
      <Text as="h1" fontWeight="semibold">Please wait…</Text>
      <Text color="fg.muted" textStyle="sm">Joinery is reloading.</Text>
    </Stack>
  );
}
