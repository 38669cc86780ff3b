import { Box, Button, Card, Heading, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FORM_MESSAGES, FormField, rules, type AppForm } from '../shared/form.tsx';
import { FormCheckbox } from './FormCheckbox.tsx';
import { defaultProblem, newParameter, optionList, PARAMETER_TYPES, type OfferValues } from './offer-values.ts';
import { plainOptions, Select } from '../shared/Select.tsx';

const NUMBER = /^-?\d+(\.\d+)?$/;
const optionalNumber = { validate: { number: (v: unknown) => String(v ?? '').trim() === '' || NUMBER.test(String(v).trim()) || FORM_MESSAGES.pattern } };

/** The default of one parameter, with the input its type needs. */
function DefaultInput({ form, index }: { form: AppForm<OfferValues>; index: number }) {
  const path = `parameters.${index}` as const;
  const type = form.watch(`${path}.type`);
  const name = form.watch(`${path}.name`) || `parameter ${index + 1}`;
  if (type === 'Boolean') {
    return <FormCheckbox form={form} name={`${path}.defaultOn`} label="On by default" root={{ mt: { md: '7' } }} />;
  }
  const validation = { validate: { range: () => defaultProblem(form.getValues(path)) ?? true } };
  if (type === 'Enum') {
    return (
      <FieldWrapper label="Default" error={form.errorOf(`${path}.defaultText`)}>
        <Select aria-label={`Default of ${name}`} empty="None" options={plainOptions(optionList(form.watch(`${path}.options`)))} {...form.register(`${path}.defaultText`, validation)} />
      </FieldWrapper>
    );
  }
  return (
    <FieldWrapper label="Default" error={form.errorOf(`${path}.defaultText`)}>
      <Input aria-label={`Default of ${name}`} inputMode={type === 'Quantity' ? 'decimal' : undefined} autoComplete="off" {...form.register(`${path}.defaultText`, validation)} />
    </FieldWrapper>
  );
}

/** The product's parameters (name, type and default; an Enum's options; a Quantity's range and unit). */
export function ParameterList({ form }: { form: AppForm<OfferValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'parameters', keyName: 'key' });
  // a change of range or options re-checks the default against it
  const recheck = (index: number) => ({ onChange: () => void form.trigger(`parameters.${index}.defaultText`) });
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">Parameters</Heading>
      {fields.length === 0 && <Text textStyle="sm" color="fg.muted">No parameters yet.</Text>}
      {fields.map((field, index) => {
        const type = form.watch(`parameters.${index}.type`);
        const label = form.watch(`parameters.${index}.name`) || `parameter ${index + 1}`;
        return (
          <Card.Root key={field.key} variant="outline" size="sm">
            <Card.Body gap="3">
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="start">
                <FormField form={form} name={`parameters.${index}.name`} label="Name" required options={{ ...rules.required, ...rules.maxLength(200) }} autoComplete="off" />
                <FieldWrapper label="Type">
                  <Select aria-label={`Type of ${label}`} options={plainOptions(PARAMETER_TYPES)} {...form.register(`parameters.${index}.type`, recheck(index))} />
                </FieldWrapper>
                <DefaultInput form={form} index={index} />
              </SimpleGrid>
              {type === 'Enum' && (
                <FormField
                  form={form}
                  name={`parameters.${index}.options`}
                  label="Options"
                  description="Separated by commas"
                  required
                  options={{ ...rules.required, ...recheck(index) }}
                  autoComplete="off"
                />
              )}
              {type === 'Quantity' && (
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                  <FormField form={form} name={`parameters.${index}.min`} label="Minimum" inputMode="decimal" options={{ ...optionalNumber, ...recheck(index) }} />
                  <FormField form={form} name={`parameters.${index}.max`} label="Maximum" inputMode="decimal" options={{ ...optionalNumber, ...recheck(index) }} />
                  <FormField form={form} name={`parameters.${index}.unit`} label="Unit" options={rules.maxLength(20)} />
                </SimpleGrid>
              )}
              <Box textAlign="end">
                <IconButton size="sm" variant="ghost" aria-label={`Remove parameter ${label}`} onClick={() => remove(index)}>
                  <LuTrash2 />
                </IconButton>
              </Box>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Box>
        <Button size="sm" variant="outline" onClick={() => append(newParameter())}>
          <LuPlus aria-hidden="true" /> Add parameter
        </Button>
      </Box>
    </Stack>
  );
}
