import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { DOMAIN_PATTERN, ORIGIN_PATTERN } from '../../../../rules/addresses.ts';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import { FormField, rules } from '../../shared/form.tsx';
import { useSectionForm, type Configurator } from '../editor-context.ts';
import { ProductOffer } from '../ProductOffer.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { plainOptions, Select } from '../../shared/Select.tsx';

/** ISO 4217 codes offered first; a configurator's own code is kept even when not listed. */
const CURRENCIES = ['GBP', 'EUR', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'CAD', 'AUD', 'NZD', 'JPY'] as const;

interface GeneralValues {
  title: string;
  description: string;
  joineryDomain: string;
  customerDomain: string;
  currency: string;
  /** comma-separated origins */
  embedOrigins: string;
}

/** The sites that may embed the storefront, as typed: origins separated by commas (empty: none). */
export function originsOf(text: string): string[] {
  return [...new Set(text.split(',').map((o) => o.trim().toLowerCase().replace(/\/+$/, '')).filter(Boolean))];
}
const originList = {
  validate: { origins: (v: unknown) => originsOf(String(v ?? '')).every((o) => ORIGIN_PATTERN.test(o)) || 'Write origins such as https://shop.example.com, separated by commas' },
};

const valuesOf = ({ document }: Configurator): GeneralValues => ({
  title: document.title,
  description: document.description ?? '',
  joineryDomain: document.joineryDomain,
  customerDomain: document.customerDomain ?? '',
  currency: document.currency ?? '',
  embedOrigins: (document.embedOrigins ?? []).join(', '),
});

/** General: name, description, addresses and currency; then what customers configure (the product). */
export function GeneralSection() {
  const { save, form, section } = useSectionForm(valuesOf);
  const { values } = section;
  const currencies = values.currency && !(CURRENCIES as readonly string[]).includes(values.currency) ? [values.currency, ...CURRENCIES] : CURRENCIES;
  const domain = { ...rules.pattern(DOMAIN_PATTERN), setValueAs: (v: string) => v.trim().toLowerCase() };

  return (
    <Stack gap="10">
      <SectionForm
        {...section}
        heading="General"
        description="How the configurator is named and where customers find it."
        onSave={(v) =>
          save({
            title: v.title.trim(),
            // null removes an optional field (a merge patch)
            description: v.description.trim() || null,
            joineryDomain: v.joineryDomain,
            customerDomain: v.customerDomain || null,
            currency: v.currency || null,
            embedOrigins: originsOf(v.embedOrigins).length ? originsOf(v.embedOrigins) : null,
          })
        }
      >
        <FormField form={form} name="title" label="Name" required options={{ ...rules.required, ...rules.maxLength(200) }} autoComplete="off" />
        <FieldWrapper label="Description" error={form.errorOf('description')}>
          <Textarea rows={3} {...form.register('description', rules.maxLength(10000))} />
        </FieldWrapper>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            form={form}
            name="joineryDomain"
            label="Joinery address"
            description="A host name such as shelving.oak-and-ash.joinery.app"
            required
            options={{ ...rules.required, ...domain }}
            autoComplete="off"
            spellCheck={false}
          />
          <FormField
            form={form}
            name="customerDomain"
            label="Your own domain"
            description="Optional: customers reach it there instead"
            options={domain}
            autoComplete="off"
            spellCheck={false}
          />
        </SimpleGrid>
        <FormField
          form={form}
          name="embedOrigins"
          label="Sites that may embed it"
          description="Your shop's origins, such as https://shop.example.com, separated by commas: only these may show the configurator in a frame and hear its price and orders"
          options={originList}
          autoComplete="off"
          spellCheck={false}
        />
        <FieldWrapper label="Currency" description="Prices are shown in it">
          <Select root={{ maxW: 'xs' }} aria-label="Currency" empty="Not set" options={plainOptions(currencies)} {...form.register('currency')} />
        </FieldWrapper>
      </SectionForm>
      <ProductOffer />
    </Stack>
  );
}
