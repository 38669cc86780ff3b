import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LuPlus } from 'react-icons/lu';
import { FormField, type AppForm } from '../../shared/form.tsx';
import { enumAt, type JsonSchema } from '../../shared/schema-form.ts';
import { plainOptions, type SelectOption } from '../../shared/Select.tsx';
import { ItemCard, ReadOnlyContext, SelectField } from './fields.tsx';
import { freeId, type ConnectorForm, type ModuleForm } from './module-form.ts';

type Form = AppForm<ModuleForm>;

const vector = (value: number[] | null) => (value ? value.join(', ') : '');

/** A new connector: named, with an id no other connector has, valid as it is. */
function newConnector(taken: string[]): ConnectorForm {
  return { id: freeId('connector', taken), name: 'New connector', connectorType: '', connectorTypeVersion: null, freedom: '', position: null, direction: null };
}

interface CardProps {
  form: Form;
  index: number;
  schema: JsonSchema;
  typeChoices: SelectOption[];
  onRemove: () => void;
}

function ConnectorCard({ form, index, schema, typeChoices, onRemove }: CardProps) {
  const [name, position, direction] = useWatch({
    control: form.control,
    name: [`connectors.${index}.name`, `connectors.${index}.position`, `connectors.${index}.direction`],
  });
  return (
    <ItemCard title={name || `Connector ${index + 1}`} kind="connector" onRemove={onRemove}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <FormField form={form} name={`connectors.${index}.name`} label="Name" required size="sm" />
        <FormField form={form} name={`connectors.${index}.id`} label="Id" required size="sm" />
        <SelectField
          form={form}
          name={`connectors.${index}.connectorType`}
          label="Connector type"
          choices={typeChoices}
          none="No type"
          // a connector type chosen anew is referred to at its latest version
          onChosen={() => form.setValue(`connectors.${index}.connectorTypeVersion`, null)}
        />
        <SelectField form={form} name={`connectors.${index}.freedom`} label="Freedom" choices={plainOptions(enumAt(schema, 'connectors.freedom'))} none="Not given" />
      </SimpleGrid>
      {(position || direction) && (
        <Text textStyle="xs" color="fg.muted" mt="2">
          {position && `Position ${vector(position)}`}
          {position && direction && ' · '}
          {direction && `Direction ${vector(direction)}`}
        </Text>
      )}
    </ItemCard>
  );
}

/**
 * The module's connectors, each with its connector type chosen by name. `typeChoices` are the
 * workspace's connector types, plus any a connector names that the list does not hold.
 */
export function ConnectorsField({ form, schema, typeChoices }: { form: Form; schema: JsonSchema; typeChoices: SelectOption[] }) {
  const readOnly = useContext(ReadOnlyContext);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'connectors', keyName: 'key' });
  return (
    <Stack gap="3">
      {fields.length === 0 && <Text color="fg.muted">No connectors.</Text>}
      {fields.map((field, index) => (
        <ConnectorCard key={field.key} form={form} index={index} schema={schema} typeChoices={typeChoices} onRemove={() => remove(index)} />
      ))}
      {!readOnly && (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => append(newConnector(form.getValues('connectors').map((c) => c.id)))}>
          <LuPlus aria-hidden="true" /> Add connector
        </Button>
      )}
    </Stack>
  );
}
