import { Alert, Button, Card, Flex, HStack, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { UpgradeLink } from '../shared/FormFailure.tsx';
import { useId, useState } from 'react';
import { LuCopy, LuExternalLink, LuRocket } from 'react-icons/lu';
import { publicAddress } from '../../../rules/addresses.ts';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { isPlanRefusal, type Notice } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { Tooltip } from '../shared/Tooltip.tsx';
import type { Configurator, SaveResult } from './editor-context.ts';
import { configuratorMessages } from './messages.ts';
import type { PublishedConfiguratorPatchInput } from './gql/graphql.ts';

/** Copies text to the clipboard and says so (or that it could not). */
async function copyWithNotice(text: string, copied: () => Notice): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify(copied());
  } catch {
    notify(configuratorMessages.copyFailed());
  }
}

/** The address customers open, selectable and copyable. */
export function PublicAddress({ address }: { address: string }) {
  const id = useId();
  const copy = () => copyWithNotice(address, configuratorMessages.addressCopied);
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

/** The HTML that shows the storefront on another site: an iframe of its address. */
export function embedSnippet(address: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${address}" title="${escaped}" style="width:100%;min-height:820px;border:0" allow="clipboard-write"></iframe>`;
}

/**
 * The embed snippet, copyable. The storefront in the frame tells the page its price and its orders
 * (postMessage) when the page's origin is one of the configurator's sites that may embed it.
 */
export function EmbedSnippet({ address, title, origins }: { address: string; title: string; origins: readonly string[] }) {
  const id = useId();
  const snippet = embedSnippet(address, title);
  const copy = () => copyWithNotice(snippet, configuratorMessages.snippetCopied);
  return (
    <Stack gap="1.5" minW="0">
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>Embed on your site</label>
      </Text>
      <HStack gap="2" align="flex-start" minW="0">
        <Textarea id={id} readOnly value={snippet} rows={2} size="sm" fontFamily="mono" minW="0" onFocus={(e) => e.currentTarget.select()} />
        <Tooltip content="Copy the embed code">
          <IconButton size="sm" variant="outline" aria-label="Copy the embed code" onClick={() => void copy()}>
            <LuCopy />
          </IconButton>
        </Tooltip>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        {origins.length
          ? `It tells ${origins.join(', ')} its price and orders as messages (price, ordered).`
          : 'List your sites under General (Sites that may embed it) so they hear its price and orders.'}
      </Text>
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
              <>
                <PublicAddress address={address} />
                <EmbedSnippet address={address} title={configurator.document.title} origins={configurator.document.embedOrigins ?? []} />
              </>
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
              {isPlanRefusal(refusal) && <UpgradeLink />}
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
