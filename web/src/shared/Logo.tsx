import { HStack, Text } from '@chakra-ui/react';

/** The Joinery word mark: two interlocking squares (a joint) and the name. */
export function Logo({ hideName }: { hideName?: boolean }) {
  return (
    <HStack gap="2" color="fg">
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="13" height="13" rx="2" fill="var(--m3-primary)" />
        <rect x="9" y="9" width="13" height="13" rx="2" fill="none" stroke="var(--m3-tertiary)" strokeWidth="2.5" />
      </svg>
      {!hideName && (
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
          Joinery
        </Text>
      )}
    </HStack>
  );
}
