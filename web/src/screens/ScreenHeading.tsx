import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's heading (h1) with its optional upper-case subtitle, as the spec words them. */
export function ScreenHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Stack gap="1" mb="6" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }}>
      <Stack gap="1">
        {subtitle && (
          <Text textStyle="xs" fontWeight="semibold" letterSpacing="wider" color="primary.fg">
            {subtitle}
          </Text>
        )}
        <Heading as="h1" size="2xl">{title}</Heading>
      </Stack>
      {children}
    </Stack>
  );
}
