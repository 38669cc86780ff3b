import { Alert } from '@chakra-ui/react';

/** Why a form was refused, in the server's words, announced to assistive technology. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
