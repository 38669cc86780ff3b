import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { PublishedConfiguratorFeaturesInput } from '../../../gql/graphql.ts';
import { useAppForm } from '../../shared/form.tsx';
import { useConfiguratorEditor, type Configurator } from '../editor-context.ts';
import { SectionForm } from '../SectionForm.tsx';

type FeatureValues = Required<{ [K in keyof PublishedConfiguratorFeaturesInput]: boolean }>;

/** What customers may do in the configurator; each is off until switched on. */
const FEATURES: { name: keyof FeatureValues; label: string; help: string }[] = [
  { name: 'prices', label: 'Show prices', help: 'Prices of the modules and of the whole configuration' },
  { name: 'ordering', label: 'Online ordering', help: 'Customers place orders from the configurator' },
  { name: 'sharing', label: 'Save and share configurations', help: 'Customers keep their designs and send links to them' },
  { name: 'billOfMaterials', label: 'Bill of materials', help: 'The parts a configuration is made of' },
  { name: 'suggestions', label: 'AI suggestions', help: 'Suggested modules as customers design' },
];

const valuesOf = ({ document }: Configurator): FeatureValues =>
  Object.fromEntries(FEATURES.map(({ name }) => [name, document.features?.[name] ?? false])) as FeatureValues;

/** Features: what customers may do in the configurator. */
export function FeaturesSection() {
  const { configurator, readOnly, save, reload } = useConfiguratorEditor();
  const values = valuesOf(configurator);
  const form = useAppForm<FeatureValues>({ defaultValues: values });
  return (
    <SectionForm
      form={form}
      heading="Features"
      description="What your customers may do in this configurator."
      values={values}
      resetKey={`${configurator.id}:${configurator.version}`}
      readOnly={readOnly}
      onReload={reload}
      onSave={(features) => save({ features })}
    >
      <Stack gap="4">
        {FEATURES.map(({ name, label, help }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Checkbox.Root alignItems="flex-start" checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                <Checkbox.HiddenInput onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Stack gap="0">
                  <Checkbox.Label>{label}</Checkbox.Label>
                  <Text textStyle="sm" color="fg.muted">{help}</Text>
                </Stack>
              </Checkbox.Root>
            )}
          />
        ))}
      </Stack>
    </SectionForm>
  );
}
