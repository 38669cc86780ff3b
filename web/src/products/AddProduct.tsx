/**
 * Creating a product from CAD (issue 21 §2): 'Add product' takes a STEP, IGES, STL, OBJ or GLB file, and
 * so does a file dropped anywhere on the products page. The upload answers at once with the new module
 * and its import task; the table then shows the product's '% Completed' until the import is done.
 */
import { Button, Center, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type DragEvent, type HTMLAttributes, type ReactNode } from 'react';
import { LuUpload } from 'react-icons/lu';
import { requestJson } from '../app/http.ts';
import { notify } from '../shared/toaster.tsx';

/** The files an import takes, by extension, as the file chooser offers them. */
export const CAD_ACCEPT = '.step,.stp,.iges,.igs,.stl,.obj,.glb';

/** What starting an import answers: the new module and the task filling it in. */
export interface StartedImport {
  module: { id: string; document: { name: string } };
  task: { id: string };
}

/** Uploads a CAD file to POST /api/cad-imports, says what happened, and tells the page a product was added. */
export function useCadImport(onStarted: (started: StartedImport) => void) {
  const [busy, setBusy] = useState(false);
  const importFile = async (file: File) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const started = await requestJson<StartedImport>('/api/cad-imports', { method: 'POST', body: form });
      notify({ type: 'info', title: 'Importing product', description: `${started.module.document.name} is being imported from ${file.name}` });
      onStarted(started);
    } catch (error) {
      notify({ type: 'error', title: 'Could not import the file', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, importFile };
}

/** 'Add product': a button that opens the file chooser for CAD files. */
export function AddProductButton({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button size="sm" colorPalette="primary" loading={busy} onClick={() => input.current?.click()} data-tour="add-product">
        <LuUpload aria-hidden="true" /> Add product
      </Button>
      <VisuallyHidden>
        <Input
          ref={input}
          type="file"
          accept={CAD_ACCEPT}
          aria-label="CAD file for a new product"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </VisuallyHidden>
    </>
  );
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The page as a drop target for a CAD file: the handlers to spread on the page's container (which must be
 * positioned), and the overlay saying what dropping does while a file is dragged over it.
 */
export function useCadDrop(onFile: (file: File) => void): { props: HTMLAttributes<HTMLDivElement>; overlay: ReactNode } {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the file left the page
  const depth = useRef(0);
  const props: HTMLAttributes<HTMLDivElement> = {
    onDragEnter: (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setOver(true);
    },
    onDragOver: (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (!depth.current) setOver(false);
    },
    onDrop: (event) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
  const overlay = over && (
    <Center position="absolute" inset="0" bg="bg/80" borderWidth="2px" borderStyle="dashed" borderColor="colorPalette.solid" rounded="md" pointerEvents="none" zIndex="docked">
      <Text fontWeight="medium">Drop a STEP, IGES, STL, OBJ or GLB file to create a product</Text>
    </Center>
  );
  return { props, overlay };
}
