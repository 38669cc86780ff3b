import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { labelOf } from '../../../rules/composition.ts';
import type { AppForm } from '../shared/form.tsx';
import type { OfferValues } from './offer-values.ts';

/**
 * The categories as the customer will see them: each name with its composition label (§9) and the
 * modules to pick from, following the form as it is edited.
 */
export function CustomerPreview({ form }: { form: AppForm<OfferValues> }) {
  const categories = form.watch('categories') ?? [];
  return (
    <Box as="section" aria-labelledby="customer-preview" borderWidth="1px" rounded="md" p="4" bg="bg.subtle" w={{ base: 'full', xl: '80' }} flexShrink={0}>
      <Heading as="h3" size="sm" id="customer-preview" mb="3">As customers see it</Heading>
      {categories.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">Add a category to offer modules.</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none">
          {categories.map((category, index) => {
            const label = labelOf(category.composition?.replace(/\s+/g, ''));
            return (
              <Stack as="li" key={`${category.id}-${index}`} gap="1.5" data-testid="preview-category">
                <Text fontWeight="semibold">{category.category || `Category ${index + 1}`}</Text>
                {label ? <Badge alignSelf="flex-start" colorPalette="primary" variant="subtle">{label}</Badge> : <Badge alignSelf="flex-start" colorPalette="red">Invalid value</Badge>}
                <Text textStyle="sm" color="fg.muted">{category.modules.map((m) => m.name).join(', ') || 'No modules yet'}</Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
