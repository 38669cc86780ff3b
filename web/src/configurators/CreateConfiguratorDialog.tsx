import { useMutation, useQuery } from '@apollo/client/react';
import { UpgradeLink } from '../shared/FormFailure.tsx';
import { isPlanRefusal } from '../shared/messages.ts';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { ConfiguratorChoicesDocument, CreateConfiguratorDocument } from './gql/graphql.ts';
import type { Me } from '../frame/Frame.tsx';
import { defaultJoineryDomain } from '../../../rules/addresses.ts';
import { DialogButtons, DialogShell } from '../shared/DialogShell.tsx';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FormField, rules, useAppForm } from '../shared/form.tsx';
import { notify } from '../shared/toaster.tsx';
import { forgetConfiguratorLists } from './cache.ts';
import { configuratorMessages, payloadMessage } from './messages.ts';
import { Select } from '../shared/Select.tsx';

interface NewConfigurator {
  title: string;
  productId: string;
}

export interface CreateConfiguratorDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}

/**
 * A new configurator: its name and the product it offers. It starts as a draft at an address made
 * from its name and the workspace's; the plan may refuse it, in the server's words.
 */
export function CreateConfiguratorDialog({ open, onClose, onCreated }: CreateConfiguratorDialogProps) {
  const me = useOutletContext<Me | undefined>();
  const workspaceName = me?.workspace.name ?? 'workspace';
  const form = useAppForm<NewConfigurator>({ defaultValues: { title: '', productId: '' } });
  const choices = useQuery(ConfiguratorChoicesDocument, { skip: !open });
  const [create, creation] = useMutation(CreateConfiguratorDocument, { update: forgetConfiguratorLists });
  const [refusal, setRefusal] = useState<string | null>(null);
  const products = choices.data?.products.items ?? [];
  const title = form.watch('title');

  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ title, productId }) => {
    const product = products.find((p) => p.id === productId);
    if (!product) return;
    setRefusal(null);
    try {
      const { data } = await create({
        variables: {
          document: { title: title.trim(), joineryDomain: defaultJoineryDomain(title, workspaceName), product: { id: product.id, version: product.head }, published: false },
        },
      });
      const payload = data?.createPublishedConfigurator;
      const refused = payloadMessage(payload?.errors);
      if (refused || !payload?.publishedConfigurator) return setRefusal(refused ?? 'The configurator was not created');
      notify(configuratorMessages.created(payload.publishedConfigurator.name ?? title));
      close();
      onCreated(payload.publishedConfigurator.id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <DialogShell
      open={open}
      title="New configurator"
      onClose={close}
      onSubmit={(event) => void submit(event)}
      footer={<DialogButtons onCancel={close} confirmLabel="Create" busy={creation.loading} />}
    >
      <Stack gap="4">
        <FormField form={form} name="title" label="Name" required options={{ ...rules.required, ...rules.maxLength(200) }} autoComplete="off" />
        <FieldWrapper label="Product" required error={form.errorOf('productId')} description="What customers configure">
          <Select
            aria-label="Product"
            empty={choices.loading ? 'Loading products…' : 'Choose a product'}
            options={products.map((p) => ({ value: p.id, label: p.name ?? p.id }))}
            {...form.register('productId', rules.required)}
          />
        </FieldWrapper>
        {title.trim() && (
          <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
            Address: https://{defaultJoineryDomain(title, workspaceName)}/ (you can change it in General)
          </Text>
        )}
        {refusal && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Configurator not created</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
              {isPlanRefusal(refusal) && <UpgradeLink />}
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </DialogShell>
  );
}
