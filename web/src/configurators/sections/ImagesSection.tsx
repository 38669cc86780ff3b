import { Box, Image, SimpleGrid, Stack } from '@chakra-ui/react';
import { IMAGE_ADDRESS_PATTERN } from '../../../../rules/addresses.ts';
import { FormField, rules } from '../../shared/form.tsx';
import { useSectionForm, type Configurator } from '../editor-context.ts';
import { SectionForm } from '../SectionForm.tsx';


interface ImageValues {
  logo: string;
  favicon: string;
  background: string;
}

const IMAGES: { name: keyof ImageValues; label: string; description: string }[] = [
  { name: 'logo', label: 'Logo', description: 'Shown in the configurator’s header' },
  { name: 'favicon', label: 'Favicon', description: 'The small icon of the browser tab' },
  { name: 'background', label: 'Background', description: 'Behind the product while customers design' },
];

const valuesOf = ({ document }: Configurator): ImageValues => ({
  logo: document.images?.logo ?? '',
  favicon: document.images?.favicon ?? '',
  background: document.images?.background ?? '',
});

/** Images: the pictures of the configurator's own pages, by address, each previewed. */
export function ImagesSection() {
  const { save, form, section } = useSectionForm(valuesOf);
  const address = { ...rules.pattern(IMAGE_ADDRESS_PATTERN), ...rules.maxLength(2048), setValueAs: (v: string) => v.trim() };
  return (
    <SectionForm
      {...section}
      heading="Images"
      description="Addresses of the pictures your configurator shows: https://… or a path on this server."
      // an emptied field removes that image (null in a merge patch)
      onSave={(v) => save({ images: { logo: v.logo || null, favicon: v.favicon || null, background: v.background || null } })}
    >
      {IMAGES.map(({ name, label, description }) => {
        const src = form.watch(name);
        const valid = IMAGE_ADDRESS_PATTERN.test(src ?? '') && !form.formState.errors[name];
        return (
          <SimpleGrid key={name} columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            <Box gridColumn={{ md: 'span 2' }}>
              <FormField form={form} name={name} label={label} description={description} options={address} autoComplete="off" spellCheck={false} />
            </Box>
            <Stack align={{ base: 'flex-start', md: 'center' }}>
              {valid ? (
                <Image src={src} alt={`${label} preview`} maxH="20" maxW="40" objectFit="contain" borderWidth="1px" rounded="sm" />
              ) : null}
            </Stack>
          </SimpleGrid>
        );
      })}
    </SectionForm>
  );
}
