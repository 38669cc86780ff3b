/**
 * 'From Onshape' beside 'Add product' (issue 21 §2): offered where the server is configured for Onshape
 * sign-in; its dialog (OnshapeImportDialog.tsx, loaded when first opened) imports a part studio or
 * assembly of a document of the Onshape account the user linked by signing in with Onshape.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBox } from 'react-icons/lu';
import { useSignInProviders } from '../auth/providers.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';
import type { StartedImport } from './AddProduct.tsx';

const OnshapeImportDialog = whenOpened(async () => (await import('./OnshapeImportDialog.tsx')).OnshapeImportDialog);

export function OnshapeImportButton({ onStarted }: { onStarted: (started: StartedImport) => void }) {
  const providers = useSignInProviders();
  const [open, setOpen] = useState(false);
  if (!providers.some((provider) => provider.name === 'onshape')) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <LuBox aria-hidden="true" /> From Onshape
      </Button>
      <OnshapeImportDialog open={open} onOpenChange={setOpen} onStarted={onStarted} />
    </>
  );
}
