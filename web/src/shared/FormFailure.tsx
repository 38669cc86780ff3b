import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { isPlanRefusal, PLANS_PATH } from './messages.ts';

/** The link a plan refusal offers: the plans page. */
export function UpgradeLink() {
  return (
    <Link asChild fontWeight="semibold" textDecoration="underline">
      <RouterLink to={PLANS_PATH}>See the plans</RouterLink>
    </Link>
  );
}

/** Why a form was refused, in the server's words, announced to assistive technology; a plan refusal links to the plans. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {isPlanRefusal(message) && (
          <Alert.Description>
            <UpgradeLink />
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
