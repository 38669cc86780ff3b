import { Alert, Button, Card, Checkbox, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ColourField } from './ColourField.tsx';
import { KeyColours } from './KeyColours.tsx';
import { PalettePreview } from './PalettePreview.tsx';
import { PresetList } from './PresetList.tsx';
import { ThemeInfoDialog, type ThemeInfo } from './ThemeInfoDialog.tsx';
import { useThemeDesigner, type ThemeDesignerState } from './useThemeDesigner.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm" minW="0">
      <Card.Header>
        <Heading as="h2" size="md">{title}</Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** What the designer holds now, and Register and Apply. */
function Actions({ designer, inConfigurator, onRegister, onApply }: { designer: ThemeDesignerState; inConfigurator: boolean; onRegister: () => void; onApply: () => void }) {
  const { held, unsaved, busy, mayRegister, mayApply } = designer;
  const status = held ? `${held.name}${unsaved ? ' (unsaved changes)' : ''}` : 'A new theme, not registered yet';
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between" bg="bg" borderWidth="1px" rounded="lg" px="4" py="3">
      <Stack gap="0" minW="0">
        <Text textStyle="sm" color="fg.muted">Designing</Text>
        <Text fontWeight="medium" truncate data-testid="designed-theme">{status}</Text>
        {!mayApply && (
          <Text textStyle="xs" color="fg.muted">
            {inConfigurator ? 'You may not change this configurator.' : "Only the workspace's admins and editors may apply a theme."}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink="0">
        <Button variant="outline" onClick={onRegister} disabled={!mayRegister || busy !== null} loading={busy === 'save'}>Register</Button>
        <Button onClick={onApply} disabled={!mayApply || (unsaved && !mayRegister) || busy !== null} loading={busy === 'apply'}>Apply</Button>
      </HStack>
    </Flex>
  );
}

/**
 * The theme designer and generator (application.md §2.11): a seed with its picker and text input,
 * 'Stay true to color inputs', the key colours, the public presets, and every Material 3 role
 * previewed in light and dark. Register saves the design as a theme ('Update theme information.');
 * Apply makes it the workspace's theme, or with `configuratorId` the configurator's.
 */
export function ThemeDesigner({ configuratorId }: { configuratorId?: string }) {
  const designer = useThemeDesigner(configuratorId);
  const [chosen, setChosen] = useState<string | null>(null);
  // the dialog asks for the name; after saving, Apply goes on to apply
  const [dialog, setDialog] = useState<'register' | 'apply' | null>(null);
  const { colours, change, held } = designer;

  const onSave = async (info: ThemeInfo) => {
    const saved = await designer.save(info);
    if (!saved) return;
    const then = dialog;
    setDialog(null);
    if (then === 'apply') await designer.apply(saved);
  };
  const onApply = () => (designer.unsaved || !held ? setDialog('apply') : void designer.apply(held));

  if (designer.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Oops!</Alert.Title>
          <Alert.Description>{designer.error.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="4" minW="0" aria-busy={designer.loading}>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Section title="Seed">
          <Stack gap="4">
            <ColourField label="Seed colour" value={colours.seed} onChange={(seed) => change({ seed })} description="Six hex digits, or an ARGB number" />
            <Checkbox.Root checked={colours.trueColours} onCheckedChange={(details) => change({ trueColours: details.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Stay true to color inputs</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Section>
        <Section title="Key colours">
          <KeyColours colours={colours} derived={designer.derived} onChange={change} />
        </Section>
        <Section title="Presets">
          <PresetList
            presets={designer.presets}
            loading={designer.presetsLoading}
            chosen={chosen}
            onChoose={setChosen}
            onSelect={() => void designer.select(chosen)}
            busy={designer.busy === 'select'}
            disabled={!designer.mayApply || (designer.busy !== null && designer.busy !== 'select')}
          />
        </Section>
      </SimpleGrid>
      <Actions designer={designer} inConfigurator={Boolean(configuratorId)} onRegister={() => setDialog('register')} onApply={onApply} />
      <Section title="Palette preview">
        <PalettePreview theme={designer.theme} />
      </Section>
      <ThemeInfoDialog
        open={dialog !== null}
        currentName={held?.writable ? held.name : null}
        busy={designer.busy === 'save'}
        onSave={(info) => void onSave(info)}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  );
}
