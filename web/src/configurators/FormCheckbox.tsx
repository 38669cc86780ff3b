import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { AppForm } from '../shared/form.tsx';

interface FormCheckboxProps<T extends FieldValues> {
  form: AppForm<T>;
  /** a boolean field of the form */
  name: FieldPath<T>;
  label: string;
  /** a line under the label */
  help?: string;
  root?: Checkbox.RootProps;
}

/** A form's boolean field as a checkbox with its label. */
export function FormCheckbox<T extends FieldValues>({ form, name, label, help, root }: FormCheckboxProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root alignItems="flex-start" {...root} checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)}>
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Stack gap="0">
            <Checkbox.Label>{label}</Checkbox.Label>
            {help && <Text textStyle="sm" color="fg.muted">{help}</Text>}
          </Stack>
        </Checkbox.Root>
      )}
    />
  );
}
