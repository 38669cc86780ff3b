/**
 * 'From Onshape' beside 'Add product' (issue 21 §2): a product from a part studio or assembly of an
 * Onshape document, through the Onshape account the user linked by signing in with Onshape. The dialog
 * lists the account's documents, then a document's versions, then the version's elements, and imports
 * the one chosen (POST /api/cad-imports/onshape): Onshape translates it to STEP, and the import runs as
 * tasks that the bell and the table follow. The button that opens it is OnshapeImport.tsx.
 */
import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { requestJson } from '../app/http.ts';
import { DialogShell } from '../shared/DialogShell.tsx';
import { Select } from '../shared/Select.tsx';
import { notify } from '../shared/toaster.tsx';
import type { StartedImport } from './AddProduct.tsx';

interface Named {
  id: string;
  name: string;
}
type Element = Named & { elementType: string };

const LISTS = '/api/cad-imports/onshape/documents';
const ELEMENT_TYPES: Record<string, string> = { PARTSTUDIO: 'part studio', ASSEMBLY: 'assembly' };

/** A list the dialog reads from the server (none while `path` is null), and why it could not be read. */
function useOnshapeList<T>(path: string | null, field: string): { items: T[]; loading: boolean; error: string | null } {
  const [state, setState] = useState<{ path: string | null; items: T[]; error: string | null }>({ path: null, items: [], error: null });
  useEffect(() => {
    if (!path) return;
    let current = true;
    requestJson<Record<string, T[]>>(path).then(
      (body) => current && setState({ path, items: body[field] ?? [], error: null }),
      (error: Error) => current && setState({ path, items: [], error: error.message }),
    );
    return () => void (current = false);
  }, [path, field]);
  const ready = path !== null && state.path === path;
  return { items: ready ? state.items : [], loading: path !== null && !ready, error: ready ? state.error : null };
}

interface ChoiceProps<T extends Named> {
  label: string;
  prompt: string;
  list: { items: T[]; loading: boolean; error: string | null };
  value: string;
  /** whether the choices before it are made */
  ready: boolean;
  onChoose: (id: string) => void;
  labelOf?: (item: T) => string;
  /** said when the list came back empty */
  none?: string;
}

/** One of the dialog's choices: a select over a list read from the server. */
function Choice<T extends Named>({ label, prompt, list, value, ready, onChoose, labelOf = (item) => item.name, none }: ChoiceProps<T>) {
  return (
    <Field.Root disabled={!ready || list.loading}>
      <Field.Label>{label}</Field.Label>
      <Select value={value} empty={list.loading ? 'Loading…' : prompt} options={list.items.map((item) => ({ value: item.id, label: labelOf(item) }))} onChange={(event) => onChoose(event.target.value)} />
      {none && ready && !list.loading && !list.error && list.items.length === 0 && <Field.HelperText>{none}</Field.HelperText>}
    </Field.Root>
  );
}

/** The three choices and the import. */
function OnshapeChooser({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const [documentId, setDocumentId] = useState('');
  const [versionId, setVersionId] = useState('');
  const [elementId, setElementId] = useState('');
  const [busy, setBusy] = useState(false);
  const documents = useOnshapeList<Named>(LISTS, 'documents');
  const versions = useOnshapeList<Named>(documentId ? `${LISTS}/${encodeURIComponent(documentId)}/versions` : null, 'versions');
  const elements = useOnshapeList<Element>(documentId && versionId ? `${LISTS}/${encodeURIComponent(documentId)}/versions/${encodeURIComponent(versionId)}/elements` : null, 'elements');
  const problem = documents.error ?? versions.error ?? elements.error;
  const document = documents.items.find((d) => d.id === documentId);
  const element = elements.items.find((e) => e.id === elementId);

  const startImport = async () => {
    if (!document || !element) return;
    setBusy(true);
    try {
      const onshape = { documentId, wvmType: 'Version', wvmId: versionId, elementId, elementType: element.elementType, documentName: document.name, elementName: element.name };
      const started = await requestJson<StartedImport>('/api/cad-imports/onshape', { method: 'POST', json: { onshape } });
      notify({ type: 'info', title: 'Importing product', description: `${started.module.document.name} is being imported from Onshape` });
      onStarted(started);
    } catch (error) {
      notify({ type: 'error', title: 'Could not import from Onshape', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      {problem && <Text color="fg.error" role="alert">{problem}</Text>}
      <Choice label="Document" prompt="Choose a document" list={documents} value={documentId} ready onChoose={(id) => [setDocumentId(id), setVersionId(''), setElementId('')]} />
      <Choice label="Version" prompt="Choose a version" list={versions} value={versionId} ready={!!documentId} onChoose={(id) => [setVersionId(id), setElementId('')]} />
      <Choice
        label="Part studio or assembly"
        prompt="Choose what to import"
        list={elements}
        value={elementId}
        ready={!!versionId}
        onChoose={setElementId}
        labelOf={(e) => `${e.name} (${ELEMENT_TYPES[e.elementType] ?? e.elementType})`}
        none="This version has no part studio or assembly."
      />
      <Button colorPalette="primary" alignSelf="end" disabled={!element} loading={busy} onClick={() => void startImport()}>
        Import
      </Button>
    </Stack>
  );
}

export interface OnshapeImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (started: StartedImport) => void;
}

/** The dialog of 'From Onshape'; its code loads when it first opens. */
export function OnshapeImportDialog({ open, onOpenChange, onStarted }: OnshapeImportDialogProps) {
  return (
    <DialogShell open={open} size="md" title="Import a product from Onshape" onClose={() => onOpenChange(false)} bodyProps={{ pb: '6' }}>
      {open && (
        <OnshapeChooser
          onStarted={(started) => {
            onOpenChange(false);
            onStarted(started);
          }}
        />
      )}
    </DialogShell>
  );
}
