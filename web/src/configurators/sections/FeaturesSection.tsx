import { Stack } from '@chakra-ui/react';
import type { PublishedConfiguratorFeaturesInput } from '../gql/graphql.ts';
import { useSectionForm, type Configurator } from '../editor-context.ts';
import { FormCheckbox } from '../FormCheckbox.tsx';
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
  const { save, form, section } = useSectionForm(valuesOf);
  return (
    <SectionForm
      {...section}
      heading="Features"
      description="What your customers may do in this configurator."
      onSave={(features) => save({ features })}
    >
      <Stack gap="4">
        {FEATURES.map(({ name, label, help }) => (
          <FormCheckbox key={name} form={form} name={name} label={label} help={help} />
        ))}
      </Stack>
    </SectionForm>
  );
}
