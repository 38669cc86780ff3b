import { Button, Card, Checkbox, Fieldset, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { HttpError, requestJson } from '../app/http.ts';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { Select } from '../shared/Select.tsx';
import { FORM_MESSAGES, FormFailure, useAppForm, type AppForm } from '../shared/form.tsx';
import type { FieldDescriptor, IntegrationType, IntegrationView } from '../../../rules/integrations.ts';
import { integrationsPath, newSigningSecret } from './api.ts';

type Values = Record<string, string | string[]>;

const mappingText = (value: unknown) =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, string>).map(([ours, theirs]) => `${ours} = ${theirs}`).join('\n') : String(value ?? '');

/** The form's starting values: what is installed (secrets empty: they are never sent back), then the `config.*` query values. */
function startingValues(entry: IntegrationType, installed: IntegrationView | undefined, preset: Record<string, string>): Values {
  const values: Values = { name: installed?.name ?? '' };
  for (const field of entry.fields) {
    const stored = installed?.settings[field.name];
    const given = preset[field.name];
    if (field.kind === 'multiselect') values[field.name] = given !== undefined ? given.split(',').filter(Boolean) : ((stored as string[] | undefined) ?? []);
    else if (field.kind === 'secret') values[field.name] = given ?? '';
    else values[field.name] = given ?? (field.kind === 'mapping' ? mappingText(stored) : String(stored ?? (field.kind === 'select' ? field.options![0] : '')));
  }
  return values;
}

function FieldInput({ field, form, isSet }: { field: FieldDescriptor; form: AppForm<Values>; isSet: boolean }) {
  const required = field.required && !(field.kind === 'secret' && isSet);
  const rules = {
    required: required ? FORM_MESSAGES.required : false,
    ...(field.pattern && { pattern: { value: new RegExp(field.pattern.source), message: FORM_MESSAGES.pattern } }),
  };
  const error = form.errorOf(field.name);
  const description = field.kind === 'secret' && isSet ? `${field.help} It is set: leave this empty to keep it.` : field.help;
  if (field.kind === 'multiselect') {
    return (
      <Fieldset.Root>
        <Fieldset.Legend textStyle="sm" fontWeight="medium">{field.label}</Fieldset.Legend>
        <Fieldset.HelperText>{field.help}</Fieldset.HelperText>
        <Stack gap="1" mt="1">
          {field.options!.map((option) => (
            <Checkbox.Root key={option} size="sm" value={option}>
              <Checkbox.HiddenInput value={option} {...form.register(field.name)} />
              <Checkbox.Control />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    );
  }
  return (
    <FieldWrapper label={field.label} description={description} error={error} required={required}>
      {field.kind === 'select' ? (
        <Select options={field.options!.map((option) => ({ value: option, label: option }))} {...form.register(field.name, rules)} />
      ) : field.kind === 'mapping' ? (
        <Textarea rows={3} fontFamily="mono" placeholder="name = title" {...form.register(field.name, rules)} />
      ) : field.kind === 'secret' ? (
        <HStack w="full">
          <Input type="password" autoComplete="off" placeholder={isSet ? 'Set (write-only)' : ''} {...form.register(field.name, rules)} />
          {field.name === 'signingSecret' && (
            <Button size="sm" variant="outline" onClick={() => form.setValue(field.name, newSigningSecret(), { shouldDirty: true, shouldValidate: true })}>
              Generate
            </Button>
          )}
        </HStack>
      ) : (
        <Input type={field.kind === 'url' ? 'url' : 'text'} {...form.register(field.name, rules)} />
      )}
    </FieldWrapper>
  );
}

export interface IntegrationFormProps {
  alias: string;
  entry: IntegrationType;
  /** configuring what is installed; installing a new one without */
  installed?: IntegrationView;
  /** the `config.*` query values */
  preset: Record<string, string>;
  onSaved: (saved: IntegrationView, installedNow: boolean) => void;
  onCancel: () => void;
}

/** Install or configure one integration: its catalogue fields, checked here by the §5 rules and by the server in plain words. */
export function IntegrationForm({ alias, entry, installed, preset, onSaved, onCancel }: IntegrationFormProps) {
  const form = useAppForm<Values>({ defaultValues: startingValues(entry, installed, preset) });
  const [failure, setFailure] = useState<string | null>(null);
  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const settings = Object.fromEntries(entry.fields.map((field) => [field.name, values[field.name]]).filter(([, value]) => !(value === '' || value === undefined)));
    const body = { name: values.name, settings };
    try {
      const saved = installed
        ? await requestJson<IntegrationView>(`${integrationsPath(alias)}/${installed.id}`, { method: 'PATCH', json: body })
        : await requestJson<IntegrationView>(integrationsPath(alias), { method: 'POST', json: { type: entry.type, ...body } });
      onSaved(saved, !installed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // the server names the field by its label: the message goes under that field
      const field = error instanceof HttpError ? entry.fields.find((f) => message.startsWith(`${f.label} `)) : undefined;
      if (field) form.setError(field.name, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });
  const title = installed ? `Configure ${installed.name}` : `Install ${entry.name}`;
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Card.Title as="h2" textStyle="lg">{title}</Card.Title>
        <Card.Description>{entry.description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="4">
            <FieldWrapper label="Name" description="How it is listed here and in the bell.">
              <Input placeholder={entry.name} {...form.register('name', { maxLength: { value: 100, message: FORM_MESSAGES.maxlength } })} />
            </FieldWrapper>
            {entry.fields.map((field) => (
              <FieldInput key={field.name} field={field} form={form} isSet={Boolean(installed?.secrets[field.name])} />
            ))}
            <FormFailure message={failure} />
            <HStack justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={onCancel}>Cancel</Button>
              <Button type="submit" loading={form.formState.isSubmitting}>{installed ? 'Save' : 'Install'}</Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
