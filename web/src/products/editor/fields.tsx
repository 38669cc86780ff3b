import { Box, Heading, HStack, IconButton, Switch, TagsInput, Textarea, useFieldContext } from '@chakra-ui/react';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
import { LuTrash2 } from 'react-icons/lu';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import { useFieldError, type AppForm } from '../../shared/form.tsx';
import { Select, type SelectOption } from '../../shared/Select.tsx';
import type { ModuleForm } from './module-form.ts';

type Form = AppForm<ModuleForm>;

/**
 * True while the version on screen cannot be changed: the fieldset around the form disables native
 * inputs, and the composite inputs (tags, switches) read this to behave and look read-only too.
 */
export const ReadOnlyContext = createContext(false);

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
    <FieldWrapper label={label} description={description} error={useFieldError(form, name)}>
      <Textarea rows={3} autoresize {...form.register(name)} />
    </FieldWrapper>
  );
}

/** A field whose input is controlled (its value always the form's), in the field wrapper with its error. */
function ControlledField({ form, name, label, description, required, children }: FieldProps & { children: (field: ControllerRenderProps<ModuleForm, Path>) => ReactNode }) {
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FieldWrapper label={label} description={description} error={error} required={required}>
          {children(field)}
        </FieldWrapper>
      )}
    />
  );
}

/**
 * A choice among values (an enumeration of the schema), '' standing for none when `none` is given.
 * Controlled, so the value on screen is always the form's.
 */
export function SelectField({ choices, none, onChosen, ...props }: FieldProps & { choices: readonly SelectOption[]; none?: string; onChosen?: (value: string) => void }) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <Select
          root={{ size: 'sm' }}
          options={choices}
          empty={none}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            onChosen?.(event.currentTarget.value);
          }}
        />
      )}
    </ControlledField>
  );
}

interface TagsControlProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  placeholder: string;
}

/** The tags input itself, labelled, described and marked invalid by the field around it. */
function TagsControl({ value, onChange, onBlur, inputRef, placeholder }: TagsControlProps) {
  const field = useFieldContext();
  const readOnly = useContext(ReadOnlyContext);
  return (
    <TagsInput.Root
      size="sm"
      readOnly={readOnly}
      ids={{ input: field?.ids.control }}
      invalid={field?.invalid}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      delimiter=","
      blurBehavior="add"
      addOnPaste
      sanitizeValue={(entry) => entry.trim()}
      translations={{ deleteTagTriggerLabel: (entry) => `Remove ${entry}` }}
    >
      <TagsInput.Control>
        {value.map((entry, index) => (
          <TagsInput.Item key={index} index={index} value={entry}>
            <TagsInput.ItemPreview>
              <TagsInput.ItemText>{entry}</TagsInput.ItemText>
              {!readOnly && <TagsInput.ItemDeleteTrigger />}
            </TagsInput.ItemPreview>
            <TagsInput.ItemInput />
          </TagsInput.Item>
        ))}
        <TagsInput.Input placeholder={readOnly ? undefined : placeholder} onBlur={onBlur} ref={inputRef} aria-describedby={field?.ariaDescribedby} />
      </TagsInput.Control>
    </TagsInput.Root>
  );
}

/**
 * A list of texts as tags (§5): Enter or a comma adds the typed entry, an entry already in the list
 * is not added again, and text left in the box is added when the field loses focus.
 */
export function TagsField({ placeholder, description, ...props }: FieldProps & { placeholder: string }) {
  const readOnly = useContext(ReadOnlyContext);
  return (
    <ControlledField {...props} description={readOnly ? undefined : description}>
      {(field) => <TagsControl value={field.value as string[]} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} placeholder={placeholder} />}
    </ControlledField>
  );
}

/** An on/off value held as 'true' / 'false' ('' until set). */
export function SwitchField(props: Omit<FieldProps, 'description' | 'required'>) {
  const readOnly = useContext(ReadOnlyContext);
  return (
    <ControlledField {...props}>
      {(field) => (
        <Switch.Root size="sm" disabled={readOnly} checked={field.value === 'true'} onCheckedChange={(details) => field.onChange(details.checked ? 'true' : 'false')}>
          <Switch.HiddenInput onBlur={field.onBlur} ref={field.ref} />
          <Switch.Control />
          <Switch.Label>{field.value === 'true' ? 'On' : 'Off'}</Switch.Label>
        </Switch.Root>
      )}
    </ControlledField>
  );
}

/** One item of a list the form edits (a parameter, a connector): its title, its fields, and a remove button unless read-only. */
export function ItemCard({ title, kind, onRemove, children }: { title: string; kind: string; onRemove: () => void; children: ReactNode }) {
  const readOnly = useContext(ReadOnlyContext);
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} borderWidth="1px" rounded="md" p="3" minW="0">
      <HStack justify="space-between" mb="2" minH="8">
        <Heading as="h3" size="sm" id={headingId}>{title}</Heading>
        {!readOnly && (
          <IconButton aria-label={`Remove ${kind} ${title}`} variant="ghost" size="sm" onClick={onRemove}>
            <LuTrash2 />
          </IconButton>
        )}
      </HStack>
      {children}
    </Box>
  );
}
