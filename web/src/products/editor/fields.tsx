import { NativeSelect, Switch, TagsInput, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import type { AppForm } from '../../shared/form.tsx';
import type { ModuleForm } from './module-form.ts';

type Form = AppForm<ModuleForm>;
type Path = FieldPath<ModuleForm>;

interface FieldProps {
  form: Form;
  name: Path;
  label: string;
  description?: ReactNode;
  required?: boolean;
}

export function TextAreaField({ form, name, label, description }: FieldProps) {
  return (
    <FieldWrapper label={label} description={description} error={form.errorOf(name)}>
      <Textarea rows={3} autoresize {...form.register(name)} />
    </FieldWrapper>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A choice among values (an enumeration of the schema), '' standing for none when `none` is given. */
export function SelectField({
  form, name, label, description, required, choices, none, options,
}: FieldProps & { choices: Choice[]; none?: string; options?: RegisterOptions<ModuleForm, Path> }) {
  return (
    <FieldWrapper label={label} description={description} error={form.errorOf(name)} required={required}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...form.register(name, options)}>
          {none !== undefined && <option value="">{none}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>{choice.label}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldWrapper>
  );
}

/**
 * A list of texts as tags (§5): Enter or a comma adds the typed entry, an entry already in the list
 * is not added again, and text left in the box is added when the field loses focus.
 */
export function TagsField({ form, name, label, description, placeholder }: FieldProps & { placeholder: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FieldWrapper label={label} description={description} error={form.errorOf(name)}>
          <TagsInput.Root
            size="sm"
            value={field.value as string[]}
            onValueChange={(details) => field.onChange(details.value)}
            delimiter=","
            blurBehavior="add"
            addOnPaste
            sanitizeValue={(value) => value.trim()}
            translations={{ deleteTagTriggerLabel: (value) => `Remove ${value}` }}
          >
            <TagsInput.Control>
              <TagsInput.Items />
              <TagsInput.Input placeholder={placeholder} onBlur={field.onBlur} ref={field.ref} />
            </TagsInput.Control>
          </TagsInput.Root>
        </FieldWrapper>
      )}
    />
  );
}

/** An on/off value held as 'true' / 'false' ('' until set). */
export function SwitchField({ form, name, label }: Omit<FieldProps, 'description' | 'required'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FieldWrapper label={label} error={form.errorOf(name)}>
          <Switch.Root size="sm" checked={field.value === 'true'} onCheckedChange={(details) => field.onChange(details.checked ? 'true' : 'false')}>
            <Switch.HiddenInput onBlur={field.onBlur} ref={field.ref} />
            <Switch.Control />
            <Switch.Label>{field.value === 'true' ? 'On' : 'Off'}</Switch.Label>
          </Switch.Root>
        </FieldWrapper>
      )}
    />
  );
}
