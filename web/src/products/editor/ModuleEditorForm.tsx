import { Alert, Badge, Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { FieldPath, Resolver } from 'react-hook-form';
import { FormField, FORM_MESSAGES, useAppForm } from '../../shared/form.tsx';
import { formatDate } from '../../shared/format.ts';
import { notify } from '../../shared/toaster.tsx';
import type { JsonSchema } from '../../shared/schema-form.ts';
import { ViewedVersionNotice } from '../../versions/ViewedVersionNotice.tsx';
import { useUnsavedChanges } from '../../shared/useUnsavedChanges.tsx';
import { ScreenHeading } from '../../screens/ScreenHeading.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { ConnectorsField } from './ConnectorsField.tsx';
import type { SelectOption } from '../../shared/Select.tsx';
import { ReadOnlyContext, TagsField, TextAreaField } from './fields.tsx';
import { documentOf, fieldOfPath, formOf, patchOf, type EditorModule, type ModuleForm } from './module-form.ts';
import { ParametersField } from './ParametersField.tsx';
import { Panel, ProductionPartsPanel, SourcePanel, UsagesPanel } from './SidePanels.tsx';
import { useSaveModule, type SaveOutcome } from './useSaveModule.ts';

export interface ConnectorTypeOption {
  id: string;
  head: number;
  name: string | null;
}

export interface ModuleEditorFormProps {
  module: EditorModule;
  /** the module kind's document schema, as the server validates with it */
  schema: JsonSchema;
  /** validates the form with that schema */
  resolver: Resolver<ModuleForm>;
  connectorTypes: ConnectorTypeOption[];
  /** a save wrote `version`; `head` is the latest version after it */
  onSaved: (version: number, head: number) => void;
  /** show the latest version, dropping what is on screen */
  onReload: () => void;
  onOpenVersion: (version: number) => void;
}

/** The connector types to choose from: the workspace's, and any a connector names that the list lacks. */
function connectorTypeChoices(module: EditorModule, options: ConnectorTypeOption[]): SelectOption[] {
  const choices = new Map(options.map((t) => [t.id, t.name ?? t.id]));
  for (const connector of module.document.connectors ?? []) {
    const ref = connector.connectorType;
    if (ref && !choices.has(ref.id)) choices.set(ref.id, ref.resource?.name ?? 'Unknown connector type');
  }
  return [...choices].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Why the version on screen cannot be changed, if it cannot. */
function readOnlyReason(module: EditorModule): 'version' | 'permission' | null {
  if (module.version !== module.head) return 'version';
  if (!module.permissions.write) return 'permission';
  return null;
}

export function ModuleEditorForm({ module, schema, resolver, connectorTypes, onSaved, onReload, onOpenVersion }: ModuleEditorFormProps) {
  const form = useAppForm<ModuleForm>({ defaultValues: formOf(module.document), resolver });
  const before = useMemo(() => documentOf(formOf(module.document)), [module.document]);
  const heads = useMemo(() => new Map(connectorTypes.map((t) => [t.id, t.head])), [connectorTypes]);
  const typeChoices = useMemo(() => connectorTypeChoices(module, connectorTypes), [module, connectorTypes]);
  const { save, saving } = useSaveModule(module);
  const [conflict, setConflict] = useState<{ mine: number; head: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = form.formState.isDirty;
  const unsaved = useUnsavedChanges(dirty && !saving, `your changes to ${module.document.name}`);
  const reason = readOnlyReason(module);

  /** What a save answered: done (the form is clean again), a conflict to ask about, or mistakes to show. */
  const settle = (outcome: SaveOutcome, values: ModuleForm, asBranch: boolean) => {
    if ('saved' in outcome) {
      const { version, head } = outcome.saved;
      setConflict(null);
      setFailure(null);
      form.reset(values);
      unsaved.allowNextNavigation();
      notify(
        asBranch
          ? { type: 'success', title: 'Saved as a branch', description: `Your changes are version ${version}. Version ${head} is still the latest.` }
          : { type: 'success', title: 'Product saved', description: `Saved as version ${version}` },
      );
      onSaved(version, head);
    } else if ('conflict' in outcome) {
      setConflict({ mine: module.version, head: outcome.conflict.head });
    } else {
      setConflict(null);
      for (const error of outcome.errors) {
        const field = error.field?.replace(/^patch\./, '');
        if (field) form.setError(fieldOfPath(field) as FieldPath<ModuleForm>, { type: 'server', message: FORM_MESSAGES.pattern });
      }
      setFailure(outcome.errors.map((e) => e.message).join(' '));
    }
  };

  const submit = (asBranch: boolean) =>
    form.handleSubmit(async (values) => {
      const patch = patchOf(before, documentOf(values, heads));
      settle(await save(patch, asBranch), values, asBranch);
    });

  return (
    <chakra.form onSubmit={submit(false)} noValidate>
      <ScreenHeading title={module.document.name} subtitle="PRODUCT EDITOR">
        <HStack gap="3" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
          <Badge size="lg" variant="subtle" colorPalette={module.version === module.head ? 'primary' : 'gray'}>
            Version {module.version}{module.version === module.head ? ' (latest)' : ` of ${module.head}`}
          </Badge>
          {!reason && (
            <>
              <Text textStyle="sm" color="fg.muted" aria-live="polite">{dirty ? 'Unsaved changes' : 'No changes'}</Text>
              <Button type="submit" loading={saving} disabled={!dirty}>Save</Button>
            </>
          )}
        </HStack>
      </ScreenHeading>
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted" mt="-4">
          Owner {module.owner.name} · last edited {formatDate(module.lastEdited)}
        </Text>
        {reason === 'version' && <ViewedVersionNotice version={module.version} head={module.head} onLatest={() => onOpenVersion(module.head)} />}
        {reason === 'permission' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>You can view this product but not change it.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The product was not saved</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
          <ReadOnlyContext.Provider value={Boolean(reason)}>
            <chakra.fieldset disabled={Boolean(reason)} minW="0" display="grid" gap="4">
              <Panel title="Details">
                <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
                  <FormField form={form} name="name" label="Name" required />
                  <FormField form={form} name="price" label="Price" description="As the shop shows it; the first number in it is the price" />
                  <Box gridColumn="1 / -1">
                    <TextAreaField form={form} name="description" label="Description" />
                  </Box>
                  <TagsField form={form} name="categories" label="Categories" placeholder="Add a category" description="Enter or a comma adds one" />
                  <TagsField form={form} name="functions" label="Functions" placeholder="Add a function" description="Enter or a comma adds one" />
                  <TagsField form={form} name="skus" label="SKUs" placeholder="Add a SKU" description="Enter or a comma adds one" />
                </Grid>
              </Panel>
              <Panel title="Parameters">
                <ParametersField form={form} schema={schema} />
              </Panel>
              <Panel title="Connectors">
                <ConnectorsField form={form} schema={schema} typeChoices={typeChoices} />
              </Panel>
            </chakra.fieldset>
          </ReadOnlyContext.Provider>
          <Stack gap="4" minW="0">
            <SourcePanel module={module} />
            <UsagesPanel moduleId={module.id} usages={module.usages} openOrders={module.openOrdersOnOlderVersions} />
            <ProductionPartsPanel groups={module.document.productionParts?.groups ?? []} />
          </Stack>
        </Grid>
      </Stack>
      <ConflictDialog
        conflict={conflict}
        busy={saving}
        onClose={() => setConflict(null)}
        onSaveAsBranch={() => void submit(true)()}
        onReload={() => {
          setConflict(null);
          form.reset();
          unsaved.allowNextNavigation();
          onReload();
        }}
      />
      {unsaved.dialog}
    </chakra.form>
  );
}
