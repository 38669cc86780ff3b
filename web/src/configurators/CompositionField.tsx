import { Input, Text } from '@chakra-ui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { compositionLabel, parseComposition } from '../../../rules/composition.ts';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FORM_MESSAGES, type AppForm } from '../shared/form.tsx';

/** The validation of a composition input: §5's pattern text, the reason shown beside it. */
export const compositionRules = {
  setValueAs: (value: unknown) => String(value ?? '').replace(/\s+/g, ''),
  validate: { composition: (value: unknown) => parseComposition(String(value ?? '')).ok || FORM_MESSAGES.pattern },
};

/** What the field says under the input: the customer's label (§9), or why the text is not a composition (§5). */
export function compositionHint(text: string): { label?: string; problem?: string } {
  const parsed = parseComposition(text.replace(/\s+/g, ''));
  return parsed.ok ? { label: compositionLabel(parsed.composition) } : { problem: `The composition ${parsed.reason}.` };
}

interface CompositionFieldProps<T extends FieldValues> {
  form: AppForm<T>;
  name: FieldPath<T>;
  label?: string;
}

/**
 * A composition rule (§5): 'min:max', a single number, or empty for 0:n, where n is unlimited.
 * Under it, the label customers will read (§9), or the reason it is not valid.
 */
export function CompositionField<T extends FieldValues>({ form, name, label = 'Composition' }: CompositionFieldProps<T>) {
  const text = String(form.watch(name) ?? '');
  const error = form.errorOf(name);
  const hint = compositionHint(text);
  return (
    <FieldWrapper
      label={label}
      error={error}
      extraInfo={
        hint.label ? (
          <>Customers see: <Text as="span" fontWeight="semibold" color="fg">{hint.label}</Text></>
        ) : error ? hint.problem : undefined
      }
    >
      <Input {...form.register(name, compositionRules as never)} placeholder="0:n" autoComplete="off" spellCheck={false} maxW="40" />
    </FieldWrapper>
  );
}
