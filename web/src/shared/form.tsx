import { Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  get, useForm, useFormState, type FieldPath, type FieldValues, type RegisterOptions, type UseFormProps, type UseFormReturn,
} from 'react-hook-form';
import { FieldWrapper, type FieldHelp } from './FieldWrapper.tsx';
import { EMAIL_PATTERN, FORM_MESSAGES, PASSWORD_PATTERN } from './form-messages.ts';
import { FormFailure } from './FormFailure.tsx';

export { EMAIL_PATTERN, FORM_MESSAGES, PASSWORD_PATTERN };

/** Validation rules that answer with the §5 texts. */
export const rules = {
  required: { required: FORM_MESSAGES.required },
  minLength: (value: number) => ({ minLength: { value, message: FORM_MESSAGES.minlength } }),
  maxLength: (value: number) => ({ maxLength: { value, message: FORM_MESSAGES.maxlength } }),
  pattern: (value: RegExp) => ({ pattern: { value, message: FORM_MESSAGES.pattern } }),
  email: { pattern: { value: EMAIL_PATTERN, message: FORM_MESSAGES.pattern } },
  /** several addresses separated by commas (§5) */
  emailList: {
    validate: { emailList: (value: unknown) => isEmailList(String(value ?? '')) || FORM_MESSAGES.pattern },
  },
  password: { pattern: { value: PASSWORD_PATTERN, message: FORM_MESSAGES.password } },
  /** the value must equal another field's (a password confirmation) */
  matches: (other: () => unknown) => ({ validate: { mismatch: (value: unknown) => value === other() || FORM_MESSAGES.mismatch } }),
} as const;

export function isEmailList(value: string): boolean {
  const entries = value.split(',').map((entry) => entry.trim());
  return value.trim() === '' || entries.every((entry) => EMAIL_PATTERN.test(entry));
}

export type AppForm<T extends FieldValues> = UseFormReturn<T> & {
  /** the field's error text, shown only once the field is touched or changed, or the form was submitted (§5) */
  errorOf: (name: FieldPath<T>) => string | undefined;
};

/** react-hook-form, validating as the user types and showing errors by the §5 rule. */
export function useAppForm<T extends FieldValues>(props: UseFormProps<T> = {}): AppForm<T> {
  const form = useForm<T>({ mode: 'all', ...props });
  const errorOf = (name: FieldPath<T>) => {
    const state = form.getFieldState(name, form.formState);
    const shown = state.isTouched || state.isDirty || form.formState.isSubmitted;
    return shown ? state.error?.message : undefined;
  };
  return Object.assign(form, { errorOf });
}

/**
 * A field's error text by the same rule as `errorOf`, subscribed to that field alone: typing in one
 * field of a large form re-renders that field, not the whole form.
 */
export function useFieldError<T extends FieldValues>(form: AppForm<T>, name: FieldPath<T>): string | undefined {
  const { errors, touchedFields, dirtyFields, isSubmitted } = useFormState({ control: form.control, name, exact: true });
  const shown = Boolean(get(touchedFields, name)) || Boolean(get(dirtyFields, name)) || isSubmitted;
  return shown ? (get(errors, name) as { message?: string } | undefined)?.message : undefined;
}

interface FormFieldProps<T extends FieldValues> extends Omit<InputProps, 'name' | 'form'> {
  form: AppForm<T>;
  name: FieldPath<T>;
  label: string;
  options?: RegisterOptions<T, FieldPath<T>>;
  description?: ReactNode;
  help?: FieldHelp;
}

/** A text input in the field wrapper, registered with the form and showing its error by the §5 rule. */
export function FormField<T extends FieldValues>({ form, name, label, options, description, help, required, ...input }: FormFieldProps<T>) {
  const isRequired = Boolean(required ?? options?.required);
  return (
    <FieldWrapper label={label} description={description} help={help} error={useFieldError(form, name)} required={isRequired}>
      <Input {...input} {...form.register(name, options)} />
    </FieldWrapper>
  );
}

/** A new password (§5 rule) and its confirmation, for forms with `password` and `confirm` fields. */
export function NewPasswordFields<T extends { password: string; confirm: string }>({ form }: { form: AppForm<T> }) {
  const password = 'password' as FieldPath<T>;
  const confirm = 'confirm' as FieldPath<T>;
  return (
    <>
      <FormField form={form} name={password} label="Password" type="password" autoComplete="new-password" options={{ ...rules.required, ...rules.password, deps: [confirm] } as RegisterOptions<T, FieldPath<T>>} />
      <FormField
        form={form}
        name={confirm}
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        options={{ ...rules.required, ...rules.matches(() => form.getValues(password)) } as RegisterOptions<T, FieldPath<T>>}
      />
    </>
  );
}

export { FormFailure };
