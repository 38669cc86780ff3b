import { Box, Button, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { cutListCsv, sheetSvg, type MaterialNesting, type Nesting } from '../../../rules/nesting-result.ts';

/** A number with at most `places` decimals. */
const decimals = (value: number, places: number) => String(Math.round(value * 10 ** places) / 10 ** places);
const sheets = (n: number) => `${n} sheet${n === 1 ? '' : 's'}`;

/** Saves text as a file, as a download from the page. */
function download(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function MaterialFigures({ material }: { material: MaterialNesting }) {
  const figures: [string, string][] = [
    ['Sheets used', String(material.sheetsUsed)],
    ['Utilisation', `${decimals(material.utilisation, 1)}%`],
    ['Offcut area', `${decimals(material.offcutArea, 2)} m²`],
    ['Each order alone', sheets(material.sheetsIfAlone)],
    ['Saved by batching', sheets(material.sheetsSaved)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="2" role="group" aria-label={`Nesting of ${material.material}`}>
      {figures.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" size="sm">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText ms="0">{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}

/** Each sheet of a material drawn (the shared SVG, parts labelled), as an image the page can scale. */
function SheetDrawings({ material, label }: { material: MaterialNesting; label: (item: number) => string }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {material.sheets.map((_, index) => {
        const svg = sheetSvg(material, index, label);
        return (
          <Box as="figure" key={index} borderWidth="1px" rounded="md" p="2" bg="bg">
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`${material.material}, sheet ${index + 1} of ${material.sheets.length}: ${material.sheets[index].placements.length} parts`} style={{ width: '100%', height: 'auto' }} />
            <Text as="figcaption" textStyle="xs" color="fg.muted" mt="1">
              Sheet {index + 1} of {material.sheets.length}, {material.sheetWidth} × {material.sheetHeight} mm
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Nesting Data (issue 19 §5): per material the sheets used, utilisation, offcut area, the sheets each
 * order nested alone would use (the saving of batching), a drawing of each sheet, and the cut list as CSV.
 */
export function NestingData({ nesting, labels, fileName }: { nesting: Nesting; labels: ReadonlyMap<number, string>; fileName: string }) {
  const label = (item: number) => labels.get(item) ?? `#${item + 1}`;
  if (!nesting.materials.length && !nesting.unnested.length) return <Text color="fg.muted">Nothing of this group is cut from sheets.</Text>;
  return (
    <Stack gap="5">
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" onClick={() => download(cutListCsv(nesting, label), fileName, 'text/csv')}>
          <LuDownload aria-hidden="true" /> Download cut list (CSV)
        </Button>
      </HStack>
      {nesting.materials.map((material) => (
        <Stack key={material.material} gap="3">
          <Heading as="h4" size="sm">
            {material.material}
            {material.thickness !== undefined && material.thickness !== null && ` (${material.thickness} mm)`}
          </Heading>
          <MaterialFigures material={material} />
          <SheetDrawings material={material} label={label} />
        </Stack>
      ))}
      {nesting.unnested.length > 0 && (
        <Stack gap="1">
          <Heading as="h4" size="sm">Not nested</Heading>
          <Stack as="ul" gap="1" ps="5" listStyleType="disc" textStyle="sm">
            {nesting.unnested.map((entry) => (
              <li key={entry.item}>{label(entry.item)}: {entry.reason}</li>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
