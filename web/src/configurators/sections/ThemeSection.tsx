import { useQuery } from '@apollo/client/react';
import { Box, Center, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfiguratorChoicesDocument } from '../gql/graphql.ts';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import { useSectionForm, type Configurator } from '../editor-context.ts';
import { SectionForm } from '../SectionForm.tsx';
import { Select } from '../../shared/Select.tsx';

/**
 * The theme designer is another screen's (web/src/theme-management, issue 10 §5). It is found at build time
 * and loaded with this tab only; where it is not there yet, the tab links to /thememanagement.
 */
const designerModules = import.meta.glob<{ ThemeDesigner: ComponentType<{ configuratorId?: string }> }>('../../theme-management/ThemeDesigner.tsx');
const loadDesigner = Object.values(designerModules)[0];
const ThemeDesigner = loadDesigner ? lazy(async () => ({ default: (await loadDesigner()).ThemeDesigner })) : null;

interface ThemeValues {
  themeId: string;
}

const valuesOf = ({ document }: Configurator): ThemeValues => ({ themeId: document.theme?.id ?? '' });

/** Theme: which of the workspace's themes the configurator wears, and the designer to make one. */
export function ThemeSection() {
  const { configurator, save, form, section } = useSectionForm(valuesOf);
  const choices = useQuery(ConfiguratorChoicesDocument);
  const themes = choices.data?.themes.items ?? [];

  return (
    <Stack gap="10">
      <SectionForm
        {...section}
        heading="Theme"
        description="The colours your customers see."
        onSave={({ themeId }) => {
          const theme = themes.find((t) => t.id === themeId);
          // null removes the theme: the configurator wears the default colours
          return save({ theme: theme ? { id: theme.id, version: theme.head } : null });
        }}
      >
        <FieldWrapper label="Theme">
          {/* the select is drawn with its options, so that it shows the saved theme */}
          {choices.data ? (
            <Select root={{ maxW: 'md' }} aria-label="Theme" empty="Default colours" options={themes.map((t) => ({ value: t.id, label: t.name ?? t.id }))} {...form.register('themeId')} />
          ) : (
            <Spinner size="sm" aria-label="Loading themes" />
          )}
        </FieldWrapper>
      </SectionForm>
      <Box as="section" aria-labelledby="theme-designer">
        <Heading as="h2" size="lg" id="theme-designer" mb="3">Theme designer</Heading>
        {ThemeDesigner ? (
          <Suspense fallback={<Center minH="24"><Spinner aria-label="Loading the theme designer" /></Center>}>
            <ThemeDesigner configuratorId={configurator.id} />
          </Suspense>
        ) : (
          <Text color="fg.muted">
            Design a theme from a seed colour in{' '}
            <Link asChild color="primary.fg" fontWeight="medium">
              <RouterLink to="/thememanagement">Theme Management</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Box>
    </Stack>
  );
}
