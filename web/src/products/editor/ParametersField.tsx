import { Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useContext } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormField, type AppForm } from '../../shared/form.tsx';
import { enumAt, type JsonSchema } from '../../shared/schema-form.ts';
import { plainOptions } from '../../shared/Select.tsx';
import { ItemCard, ReadOnlyContext, SelectField, SwitchField } from './fields.tsx';
import { freeId, type ModuleForm, type ParameterForm } from './module-form.ts';

type Form = AppForm<ModuleForm>;

/** A new parameter: a named Quantity with an id no other parameter has, valid as it is. */
function newParameter(taken: string[]): ParameterForm {
  return { id: freeId('parameter', taken), name: 'New parameter', type: 'Quantity', target: '', default: '', options: [], min: '', max: '', step: '', unit: '', dimension: '' };
}

/** The default value, as an input of the parameter's type: a switch, a choice of its options, a number in its range, or text. */
function DefaultInput({ form, index }: { form: Form; index: number }) {
  const [type, options, min, max, step, unit] = useWatch({
    control: form.control,
    name: [
      `parameters.${index}.type`, `parameters.${index}.options`, `parameters.${index}.min`, `parameters.${index}.max`,
      `parameters.${index}.step`, `parameters.${index}.unit`,
    ],
  });
  const name = `parameters.${index}.default` as const;
  if (type === 'Boolean') return <SwitchField form={form} name={name} label="Default" />;
  if (type === 'Enum') {
    const choices = options.filter((o) => o.value.trim()).map((o) => ({ value: o.value, label: o.label || o.value }));
    return <SelectField form={form} name={name} label="Default" choices={choices} none="No default" />;
  }
  if (type === 'Quantity') {
    const range = [min && `from ${min}`, max && `to ${max}`, step && `in steps of ${step}`].filter(Boolean).join(' ');
    return (
      <FormField
        form={form}
        name={name}
        label={unit ? `Default (${unit})` : 'Default'}
        type="number"
        inputMode="decimal"
        min={min || undefined}
        max={max || undefined}
        step={step || 'any'}
        description={range || undefined}
      />
    );
  }
  return <FormField form={form} name={name} label="Default" />;
}

/** The choices of an Enum parameter: a value each, and the label customers read. */
function OptionsField({ form, index }: { form: Form; index: number }) {
  const readOnly = useContext(ReadOnlyContext);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: `parameters.${index}.options` });
  const add = () => append({ value: freeId('option', form.getValues(`parameters.${index}.options`).map((o) => o.value)), label: '' });
  return (
    <Stack gap="2" gridColumn="1 / -1">
      <Text textStyle="sm" fontWeight="medium">Options</Text>
      {fields.map((option, o) => (
        <HStack key={option.id} align="flex-end" gap="2">
          <FormField form={form} name={`parameters.${index}.options.${o}.value`} label="Value" required size="sm" />
          <FormField form={form} name={`parameters.${index}.options.${o}.label`} label="Label" size="sm" />
          {!readOnly && (
            <IconButton aria-label={`Remove option ${o + 1}`} variant="ghost" size="sm" onClick={() => remove(o)}>
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      ))}
      {!readOnly && (
        <Button alignSelf="flex-start" size="xs" variant="outline" onClick={add}>
          <LuPlus aria-hidden="true" /> Add option
        </Button>
      )}
    </Stack>
  );
}

function ParameterCard({ form, index, schema, onRemove }: { form: Form; index: number; schema: JsonSchema; onRemove: () => void }) {
  const [name, type] = useWatch({ control: form.control, name: [`parameters.${index}.name`, `parameters.${index}.type`] });
  return (
    <ItemCard title={name || `Parameter ${index + 1}`} kind="parameter" onRemove={onRemove}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        <FormField form={form} name={`parameters.${index}.name`} label="Name" required size="sm" />
        <FormField form={form} name={`parameters.${index}.id`} label="Id" required size="sm" />
        <SelectField form={form} name={`parameters.${index}.type`} label="Type" required choices={plainOptions(enumAt(schema, 'parameters.type'))} />
        <SelectField form={form} name={`parameters.${index}.target`} label="Changes" choices={plainOptions(enumAt(schema, 'parameters.target'))} none="Nothing" />
        <DefaultInput form={form} index={index} />
        {type === 'Quantity' && (
          <>
            <FormField form={form} name={`parameters.${index}.min`} label="Minimum" type="number" inputMode="decimal" step="any" size="sm" />
            <FormField form={form} name={`parameters.${index}.max`} label="Maximum" type="number" inputMode="decimal" step="any" size="sm" />
            <FormField form={form} name={`parameters.${index}.step`} label="Step" type="number" inputMode="decimal" step="any" size="sm" />
            <FormField form={form} name={`parameters.${index}.unit`} label="Unit" size="sm" />
            <SelectField form={form} name={`parameters.${index}.dimension`} label="Dimension" choices={plainOptions(enumAt(schema, 'parameters.dimension'))} none="Not given" />
          </>
        )}
        {type === 'Enum' && <OptionsField form={form} index={index} />}
      </SimpleGrid>
    </ItemCard>
  );
}

/** The module's parameters: each with its type, what it changes, its default, range or options. */
export function ParametersField({ form, schema }: { form: Form; schema: JsonSchema }) {
  const readOnly = useContext(ReadOnlyContext);
  // `key`: the parameters have an `id` of their own
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'parameters', keyName: 'key' });
  return (
    <Stack gap="3">
      {fields.length === 0 && <Text color="fg.muted">No parameters.</Text>}
      {fields.map((field, index) => (
        <ParameterCard key={field.key} form={form} index={index} schema={schema} onRemove={() => remove(index)} />
      ))}
      {!readOnly && (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => append(newParameter(form.getValues('parameters').map((p) => p.id)))}>
          <LuPlus aria-hidden="true" /> Add parameter
        </Button>
      )}
    </Stack>
  );
}
