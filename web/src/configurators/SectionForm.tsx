import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { UpgradeLink } from '../shared/FormFailure.tsx';
import { isPlanRefusal } from '../shared/messages.ts';
import { useEffect, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { AppForm } from '../shared/form.tsx';
import { notify } from '../shared/toaster.tsx';
import type { SaveResult } from './editor-context.ts';
import { configuratorMessages } from './messages.ts';

export interface SectionFormProps<T extends FieldValues> {
  form: AppForm<T>;
  heading: string;
  description?: ReactNode;
  /** what the form shows for the saved state; the form returns to it whenever `resetKey` changes */
  values: T;
  resetKey: string;
  readOnly: boolean;
  /** a change waits outside the form's fields (another product chosen): Save is offered without edits */
  pending?: boolean;
  onSave: (values: T) => Promise<SaveResult>;
  onReload: () => void;
  children: ReactNode;
}

/**
 * One settings form of the configurator editor: its fields (disabled when read-only), Save, and
 * what went wrong in the server's words, beside the field it names or below the form; a save
 * someone else overtook offers to reload.
 */
export function SectionForm<T extends FieldValues>({ form, heading, description, values, resetKey, readOnly, pending = false, onSave, onReload, children }: SectionFormProps<T>) {
  const [refusal, setRefusal] = useState<{ message: string; stale: boolean } | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  useEffect(() => {
    // the values come from the version shown: another version shows here, unless the user is editing
    // (a change saved elsewhere, such as publishing, must not throw their edits away)
    if (!form.formState.isDirty) form.reset(values as DefaultValues<T>);
  }, [resetKey]);

  const submit = form.handleSubmit(async (next) => {
    setRefusal(null);
    const result = await onSave(next);
    if (!result.ok && result.field && result.field in values) {
      // said beside the field it is about (a domain another configurator has)
      return form.setError(result.field as Path<T>, { type: 'server', message: result.message });
    }
    if (!result.ok) return setRefusal(result);
    // what was sent is now saved: the form is clean again, and takes the next version as it comes
    form.reset(next as DefaultValues<T>);
    notify(configuratorMessages.saved());
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={heading}>
      <Stack gap="1">
        <Heading as="h2" size="lg">{heading}</Heading>
        {description && <Text color="fg.muted" textStyle="sm">{description}</Text>}
      </Stack>
      <fieldset disabled={readOnly} style={{ minWidth: 0 }}>
        <Stack gap="4">{children}</Stack>
      </fieldset>
      {refusal && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Not saved</Alert.Title>
            <Alert.Description>{refusal.message}</Alert.Description>
            {isPlanRefusal(refusal.message) && <UpgradeLink />}
          </Alert.Content>
          {refusal.stale && <Button size="sm" onClick={onReload}>Reload</Button>}
        </Alert.Root>
      )}
      {!readOnly && (
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => form.reset(values as DefaultValues<T>)}>Discard changes</Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty && !pending}>Save</Button>
        </HStack>
      )}
      </form>
    </Stack>
  );
}
