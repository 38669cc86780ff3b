import { Box, Button, Card, Flex, Heading, HStack, IconButton, SimpleGrid, Stack, Tag, Text } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField, rules, type AppForm } from '../shared/form.tsx';
import { CompositionField } from './CompositionField.tsx';
import { newCategory, offeredCount, type OfferValues } from './offer-values.ts';
import { Select } from '../shared/Select.tsx';

interface ModuleChoice {
  id: string;
  head: number;
  name: string | null;
}

/** The modules one category offers: tags to remove, a list to add from. */
function CategoryModules({ form, index, modules }: { form: AppForm<OfferValues>; index: number; modules: ModuleChoice[] }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `categories.${index}.modules`, keyName: 'key' });
  const category = form.watch(`categories.${index}.category`) || `category ${index + 1}`;
  const offered = new Set(fields.map((m) => m.id));
  const addable = modules.filter((m) => !offered.has(m.id));
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="medium">Modules</Text>
      {fields.length ? (
        <Flex wrap="wrap" gap="2" as="ul" listStyleType="none" aria-label={`Modules offered in ${category}`}>
          {fields.map((module, i) => (
            <li key={module.key}>
              <Tag.Root size="lg" variant="surface">
                <Tag.Label>{module.name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${module.name} from ${category}`} onClick={() => remove(i)} />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Flex>
      ) : (
        <Text textStyle="sm" color="fg.muted">No modules yet.</Text>
      )}
      <Select
        root={{ size: 'sm', maxW: 'xs' }}
        aria-label={`Add a module to ${category}`}
        value=""
        empty="Add a module…"
        options={addable.map((m) => ({ value: m.id, label: m.name ?? m.id }))}
        onChange={(e) => {
          const chosen = modules.find((m) => m.id === e.currentTarget.value);
          if (chosen) append({ id: chosen.id, version: chosen.head, name: chosen.name ?? chosen.id });
        }}
      />
    </Stack>
  );
}

export interface CategoryListProps {
  form: AppForm<OfferValues>;
  modules: ModuleChoice[];
  /** the plan's maxProductsPerConfigurator (-1: unlimited), shown beside the count */
  maxModules?: number;
}

/** The product's categories: each a name, a composition rule and the modules offered in it. */
export function CategoryList({ form, modules, maxModules }: CategoryListProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'categories', keyName: 'key' });
  const count = offeredCount(form.watch('categories') ?? []);
  const over = maxModules !== undefined && maxModules >= 0 && count > maxModules;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h3" size="md">Categories</Heading>
        <Text textStyle="sm" color={over ? 'fg.error' : 'fg.muted'}>
          {count} {count === 1 ? 'product' : 'products'} offered{maxModules !== undefined && maxModules >= 0 ? ` (your plan allows ${maxModules})` : ''}
        </Text>
      </Flex>
      {fields.map((field, index) => (
        <Card.Root key={field.key} variant="outline" size="sm">
          <Card.Body gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="start">
              <FormField form={form} name={`categories.${index}.category`} label="Category" required options={{ ...rules.required, ...rules.maxLength(200) }} autoComplete="off" />
              <HStack align="start" gap="2">
                <Box flex="1">
                  <CompositionField form={form} name={`categories.${index}.composition`} />
                </Box>
                <IconButton mt="6" size="sm" variant="ghost" aria-label={`Remove category ${form.watch(`categories.${index}.category`) || index + 1}`} onClick={() => remove(index)}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </SimpleGrid>
            <CategoryModules form={form} index={index} modules={modules} />
          </Card.Body>
        </Card.Root>
      ))}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(newCategory())}>
          <LuPlus aria-hidden="true" /> Add category
        </Button>
      </Box>
    </Stack>
  );
}
