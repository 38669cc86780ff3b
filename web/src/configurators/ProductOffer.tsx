import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  ConfiguratorChoicesDocument, ConfiguratorProductDocument, OfferConfiguratorProductDocument,
  type ConfiguratorProductFieldsFragment,
} from './gql/graphql.ts';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { useAppForm } from '../shared/form.tsx';
import { forgetConfiguratorLists, forgetProductLists } from './cache.ts';
import { CategoryList } from './CategoryList.tsx';
import { CustomerPreview } from './CustomerPreview.tsx';
import { useConfiguratorEditor, type SaveResult } from './editor-context.ts';
import { offerPatch, offerValuesOf, type OfferValues } from './offer-values.ts';
import { ParameterList } from './ParameterList.tsx';
import { SectionForm } from './SectionForm.tsx';
import { Select } from '../shared/Select.tsx';

/**
 * What customers configure: the product, and per category the modules offered with their composition
 * rule, and the product's parameters with their defaults. These live in the product, a versioned
 * resource of its own: saving writes a new version of it (expecting the head it showed) and points
 * the configurator at that version, in one call that writes both or neither.
 */
export function ProductOffer() {
  const { configurator } = useConfiguratorEditor();
  const pinned = configurator.document.product;
  const [productId, setProductId] = useState(pinned.id);
  const choices = useQuery(ConfiguratorChoicesDocument);
  const product = useQuery(ConfiguratorProductDocument, { variables: { id: productId } });
  const loaded = product.data?.product;

  const picker = (
    <FieldWrapper label="Product" description="What customers configure here">
      <Select
        root={{ maxW: 'md' }}
        aria-label="Product"
        value={productId}
        onChange={(e) => setProductId(e.currentTarget.value)}
        options={choices.data ? choices.data.products.items.map((p) => ({ value: p.id, label: p.name ?? p.id })) : [{ value: productId, label: loaded?.name ?? 'Loading…' }]}
      />
    </FieldWrapper>
  );

  if (product.error) {
    return (
      <Stack gap="4">
        {picker}
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{product.error.message}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  if (!loaded) {
    return (
      <Center minH="24">
        <Spinner aria-label="Loading the product" />
      </Center>
    );
  }
  return <OfferForm key={`${loaded.id}:${loaded.head}`} product={loaded} picker={picker} modules={choices.data?.modules.items ?? []} />;
}

interface OfferFormProps {
  product: ConfiguratorProductFieldsFragment;
  picker: ReactNode;
  modules: { id: string; head: number; name: string | null }[];
}

function OfferForm({ product, picker, modules }: OfferFormProps) {
  const { configurator, readOnly, reload, limits } = useConfiguratorEditor();
  const client = useApolloClient();
  const values = offerValuesOf(product);
  const form = useAppForm<OfferValues>({ defaultValues: values });
  const pinned = configurator.document.product;
  const switched = pinned.id !== product.id;
  const behind = !switched && pinned.version !== product.head;

  const saveOffer = async (next: OfferValues): Promise<SaveResult> => {
    const changed = form.formState.isDirty;
    if (!changed && pinned.id === product.id && pinned.version === product.head) return { ok: true, configurator };
    try {
      const { data } = await client.mutate({
        mutation: OfferConfiguratorProductDocument,
        variables: {
          id: configurator.id,
          expectedHead: configurator.head,
          product: { id: product.id, version: product.head, ...(changed ? { patch: offerPatch(next) } : {}) },
        },
        update: (cache) => {
          forgetProductLists(cache);
          forgetConfiguratorLists(cache);
        },
      });
      const payload = data?.offerProduct;
      const [error] = payload?.errors ?? [];
      if (error || !payload?.publishedConfigurator) {
        const stale = error?.code === 'PRECONDITION_FAILED';
        const whose = error?.field === 'product.version' ? 'this product' : 'this configurator';
        return { ok: false, stale, message: stale ? `Someone else saved ${whose} in the meantime. Reload to see their changes, then make yours again.` : error?.message ?? 'Not saved' };
      }
      return { ok: true, configurator: payload.publishedConfigurator };
    } catch (error) {
      return { ok: false, stale: false, message: error instanceof Error ? error.message : String(error) };
    }
  };

  return (
    <SectionForm
      form={form}
      heading="Product"
      description="Per category, the modules customers may pick and how many; the product's parameters and their defaults."
      values={values}
      resetKey={`${product.id}:${product.head}:${configurator.version}`}
      readOnly={readOnly}
      pending={switched || behind}
      onSave={saveOffer}
      onReload={() => {
        reload();
        void client.refetchQueries({ include: [ConfiguratorProductDocument] });
      }}
    >
      {picker}
      {switched && !readOnly && <Text textStyle="sm" color="fg.muted">Save to offer {product.name} in this configurator.</Text>}
      {behind && !readOnly && (
        <Text textStyle="sm" color="fg.muted">
          This configurator offers version {pinned.version} of {product.name}; the latest is version {product.head}. Save to offer the latest.
        </Text>
      )}
      <Stack direction={{ base: 'column', xl: 'row' }} gap="6" align="flex-start">
        <Stack gap="6" flex="1" minW="0" w="full">
          <CategoryList form={form} modules={modules} maxModules={limits?.maxProductsPerConfigurator} />
          <ParameterList form={form} />
        </Stack>
        <CustomerPreview form={form} />
      </Stack>
    </SectionForm>
  );
}
