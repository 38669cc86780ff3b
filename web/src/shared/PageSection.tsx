import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of a detail page: a region named by its heading (h2). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} minW="0">
      <Heading as="h2" id={id} size="md" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}
