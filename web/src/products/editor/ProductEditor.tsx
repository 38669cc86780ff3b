import { useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { ConnectorTypeOptionsDocument, ModuleDocumentSchemaDocument, ModuleEditorDocument } from '../../../gql/graphql.ts';
import { useAskedVersion, useViewedVersion } from '../../versions/useViewedVersion.ts';
import { pickProperties, useSchemaResolver, type JsonSchema } from '../../shared/schema-form.ts';
import { ModuleEditorForm } from './ModuleEditorForm.tsx';
import { documentOf, EDITED_FIELDS, fieldOfPath, type ModuleForm } from './module-form.ts';

/** The form's values as the fields of a document, for the schema. */
const documentOfForm = (values: ModuleForm) => documentOf(values);

/** /products/{id}: the product editor, for a module at its latest version or at an earlier one. */
export function ProductEditor() {
  const { id = '' } = useParams();
  const version = useAskedVersion();
  const moduleQuery = useQuery(ModuleEditorDocument, { variables: { id, version }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const schemaQuery = useQuery(ModuleDocumentSchemaDocument);
  const typesQuery = useQuery(ConnectorTypeOptionsDocument);
  const module = moduleQuery.data?.module;
  const { open } = useViewedVersion('modules', id, module?.head);

  const connectorTypes = useMemo(() => typesQuery.data?.connectorTypes.items ?? [], [typesQuery.data]);
  const schema = schemaQuery.data?.documentSchema as JsonSchema | undefined;
  // the editor changes some fields of the document: they are validated with their part of the schema
  const editedSchema = useMemo(() => (schema ? pickProperties(schema, EDITED_FIELDS) : null), [schema]);
  const resolver = useSchemaResolver(editedSchema, documentOfForm, fieldOfPath);
  const error = moduleQuery.error ?? schemaQuery.error;
  if (error && !module) {
    if (/not found|NOT_FOUND/i.test(error.message)) return <Navigate to="/404" replace />;
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">Product editor</Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Modules</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => void moduleQuery.refetch()}>Try again</Button>
        </Alert.Root>
      </Stack>
    );
  }
  if (!module || !schema || !resolver || (typesQuery.loading && !typesQuery.data)) {
    return (
      <Center minH="60" aria-busy="true">
        <Heading as="h1" srOnly>Product editor</Heading>
        <Spinner size="lg" aria-label="Loading the product" />
      </Center>
    );
  }
  return (
    <ModuleEditorForm
      // another version, or the same one saved anew, is a new form
      key={`${module.id}:${module.version}`}
      module={module}
      schema={schema}
      resolver={resolver}
      connectorTypes={connectorTypes}
      onOpenVersion={open}
      onSaved={(saved, latest) => {
        if (saved === latest && version === undefined) void moduleQuery.refetch();
        else open(saved);
      }}
      onReload={() => (version === undefined ? void moduleQuery.refetch() : open(module.head))}
    />
  );
}
