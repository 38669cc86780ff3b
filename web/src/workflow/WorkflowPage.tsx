import { Alert, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { FormFailure } from '../shared/FormFailure.tsx';
import { Section } from '../shared/Sections.tsx';
import { useUnsavedChanges } from '../shared/useUnsavedChanges.tsx';
import { useWorkflowEditing } from './useWorkflowEditing.ts';
import { AddStateForm, StatesEditor, TransitionsEditor } from './WorkflowEditor.tsx';

/** React Flow and dagre, in a chunk of their own that this screen loads as it opens */
const WorkflowDiagram = lazy(() => import('./WorkflowDiagram.tsx'));
const DIAGRAM_HEIGHT = '380px';

/**
 * /workflow (§2.9, issue 22 §5): the 'ORDER WORKFLOW' diagram of the workflow the workspace's orders
 * follow, and, for admins and editors, its editing: Add state, rename and remove states, add and remove
 * transitions, then Save as a new version of the workflow. Orders follow the saved workflow at once.
 */
export function WorkflowPage() {
  const { query, saved, draft, dirty, problem, failure, saving, change, save, reload, discard } = useWorkflowEditing();
  const [adding, setAdding] = useState(false);
  const unsaved = useUnsavedChanges(dirty, 'your changes to the workflow');
  const editable = saved?.mayEdit === true;

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Workflow" subtitle="ORDER WORKFLOW">
        {editable && (
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setAdding(true)} disabled={adding}>Add state</Button>
            <Button size="sm" variant="ghost" onClick={discard} disabled={!dirty || saving}>Discard changes</Button>
            <Button size="sm" onClick={() => void save()} loading={saving} disabled={!dirty || Boolean(problem)}>Save</Button>
          </HStack>
        )}
      </ScreenHeading>
      {query.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Orders</Alert.Title>
          <Alert.Description>The order workflow could not be loaded: {query.error.message}</Alert.Description>
        </Alert.Root>
      )}
      {!draft && !query.error && <Skeleton height={DIAGRAM_HEIGHT} rounded="md" />}
      {draft && (
        <>
          {editable && !saved.workflow && <Text color="fg.muted">Your orders follow the standard workflow. Saving a change makes it your workspace's own.</Text>}
          {!editable && <Text color="fg.muted">Admins and editors of the workspace change the workflow.</Text>}
          {adding && <AddStateForm draft={draft} change={change} onDone={() => setAdding(false)} />}
          <FormFailure message={failure?.message ?? (dirty ? problem : null)} />
          {failure?.stale && (
            <Box>
              <Button size="sm" variant="outline" onClick={() => void reload()}>Reload</Button>
            </Box>
          )}
          <Suspense fallback={<Skeleton height={DIAGRAM_HEIGHT} rounded="md" />}>
            <WorkflowDiagram workflow={draft} height={DIAGRAM_HEIGHT} />
          </Suspense>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Section title="States">
              <StatesEditor draft={draft} change={change} editable={editable} />
            </Section>
            <Section title="Transitions">
              <TransitionsEditor draft={draft} change={change} editable={editable} />
            </Section>
          </SimpleGrid>
        </>
      )}
      {unsaved.dialog}
    </Stack>
  );
}
