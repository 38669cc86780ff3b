import { Alert, Button, Card, Flex, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuCopy, LuExternalLink, LuRocket } from 'react-icons/lu';
import { publicAddress } from '../../../rules/addresses.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { notify } from '../shared/toaster.tsx';
import { Tooltip } from '../shared/Tooltip.tsx';
import type { Configurator, SaveResult } from './editor-context.ts';
import { configuratorMessages } from './messages.ts';
import type { PublishedConfiguratorPatchInput } from '../../gql/graphql.ts';

/** The address customers open, selectable and copyable. */
export function PublicAddress({ address }: { address: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify(configuratorMessages.addressCopied());
    } catch {
      notify(configuratorMessages.copyFailed());
    }
  };
  return (
    <Stack gap="1.5" minW="0">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>Public address</label>
      </Text>
      <HStack gap="2" minW="0">
        <Input id={id} readOnly value={address} size="sm" onFocus={(e) => e.currentTarget.select()} minW="0" />
        <Tooltip content="Copy the address">
          <IconButton size="sm" variant="outline" aria-label="Copy the public address" onClick={() => void copy()}>
            <LuCopy />
          </IconButton>
        </Tooltip>
        <Tooltip content="Open it in a new tab">
          <IconButton asChild size="sm" variant="outline" aria-label="Open the public address in a new tab">
            <a href={address} target="_blank" rel="noreferrer"><LuExternalLink /></a>
          </IconButton>
        </Tooltip>
      </HStack>
    </Stack>
  );
}

export interface PublishControlsProps {
  configurator: Configurator;
  readOnly: boolean;
  save: (patch: PublishedConfiguratorPatchInput) => Promise<SaveResult>;
}

/**
 * Publishing (§9): the server decides by the workspace's plan, and a refusal is shown in its words.
 * A published configurator's public address is shown and copyable; unpublishing asks first.
 */
export function PublishControls({ configurator, readOnly, save }: PublishControlsProps) {
  const { published } = configurator.document;
  const address = publicAddress(configurator.document);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const setPublished = async (next: boolean) => {
    setBusy(true);
    setRefusal(null);
    const result = await save({ published: next });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setRefusal(result.message);
    notify(next ? configuratorMessages.published(address) : configuratorMessages.unpublished());
  };

  return (
    <Card.Root variant="outline" mb="4" size="sm">
      <Card.Body gap="3">
        <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2">
              <Text textStyle="sm" fontWeight="medium">Status</Text>
              {published ? <StatusTag status="success" dot>Published</StatusTag> : <StatusTag status="empty">Draft</StatusTag>}
            </HStack>
            {published ? (
              <PublicAddress address={address} />
            ) : (
              <Text textStyle="sm" color="fg.muted">Customers can open it at {address} once it is published.</Text>
            )}
          </Stack>
          {!readOnly && (
            published ? (
              <Button variant="outline" onClick={() => setConfirming(true)} loading={busy}>Unpublish</Button>
            ) : (
              <Button onClick={() => void setPublished(true)} loading={busy}><LuRocket aria-hidden="true" /> Publish</Button>
            )
          )}
        </Flex>
        {refusal && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{published ? 'Not unpublished' : 'Not published'}</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Card.Body>
      <ConfirmModal
        open={confirming}
        title="Unpublish configurator"
        confirmLabel="Unpublish"
        destructive
        busy={busy}
        onConfirm={() => void setPublished(false)}
        onCancel={() => setConfirming(false)}
      >
        Customers will no longer reach {address}.
      </ConfirmModal>
    </Card.Root>
  );
}
