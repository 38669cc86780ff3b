import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ChangeOperation } from '../../gql/graphql.ts';
import { fullValue, readablePath, readableValue, VALUE_MAX } from './change-format.ts';

export interface ChangeItem {
  operation: ChangeOperation;
  path: string;
  from: unknown;
  to: unknown;
}

export interface ConflictItem {
  path: string;
  a: unknown;
  b: unknown;
}

const PALETTE: Record<ChangeOperation, string> = { Added: 'green', Removed: 'red', Changed: 'orange' };

/** A long value folds: its first words, opening to the whole of it (lists and objects laid out, one field a line). */
function FoldedValue({ value, label, struck }: { value: unknown; label: string; struck?: boolean }) {
  const whole = typeof value === 'object' && value !== null ? JSON.stringify(value, null, 2) : fullValue(value);
  return (
    <Box as="details" display="inline-block" maxW="full" verticalAlign="top" color={struck ? 'fg.muted' : 'fg'}>
      <Box as="summary" cursor="pointer" wordBreak="break-word" textDecoration={struck ? 'line-through' : undefined}>
        <VisuallyHidden>{label} </VisuallyHidden>
        {readableValue(value)}
      </Box>
      <Box as="pre" textStyle="xs" whiteSpace="pre-wrap" wordBreak="break-word" bg="bg.subtle" rounded="sm" p="2" mt="1" maxH="60" overflowY="auto">{whole}</Box>
    </Box>
  );
}

function Value({ value, label, struck }: { value: unknown; label: string; struck?: boolean }) {
  if (fullValue(value).length > VALUE_MAX) return <FoldedValue value={value} label={label} struck={struck} />;
  return (
    <Text as="span" title={fullValue(value)} wordBreak="break-word" textDecoration={struck ? 'line-through' : undefined} color={struck ? 'fg.muted' : 'fg'}>
      <VisuallyHidden>{label} </VisuallyHidden>
      {readableValue(value)}
    </Text>
  );
}

/** The fields one version adds, removes and changes against another, each with its values. */
export function ChangeList({ changes, empty }: { changes: ChangeItem[]; empty: string }) {
  if (!changes.length) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid="change-list">
      {changes.map((change) => (
        <Box as="li" key={`${change.operation}:${change.path}`} borderWidth="1px" rounded="md" px="3" py="2" display="block">
          <HStack gap="2" align="baseline" wrap="wrap">
            <Badge size="sm" colorPalette={PALETTE[change.operation]}>{change.operation}</Badge>
            <Text as="span" fontWeight="medium" fontFamily="mono" textStyle="sm" wordBreak="break-word">{readablePath(change.path)}</Text>
          </HStack>
          <Box textStyle="sm" mt="1">
            {change.operation === 'Added' && <Value value={change.to} label="new value" />}
            {change.operation === 'Removed' && <Value value={change.from} label="removed value" struck />}
            {change.operation === 'Changed' && (
              <>
                <Value value={change.from} label="was" struck />
                <Text as="span" aria-hidden="true" mx="2" color="fg.muted">→</Text>
                <Value value={change.to} label="now" />
              </>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** The fields both sides of a merge changed, differently: what each side holds. */
export function ConflictList({ conflicts, aLabel, bLabel }: { conflicts: ConflictItem[]; aLabel: string; bLabel: string }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid="conflict-list">
      {conflicts.map((conflict) => (
        <Box as="li" key={conflict.path} borderWidth="1px" borderColor="border.error" rounded="md" px="3" py="2" display="block">
          <Text fontWeight="medium" fontFamily="mono" textStyle="sm" wordBreak="break-word">{readablePath(conflict.path)}</Text>
          <Box as="dl" textStyle="sm" mt="1" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" rowGap="0.5">
            <Text as="dt" color="fg.muted">{aLabel}</Text>
            <Text as="dd" title={fullValue(conflict.a)} wordBreak="break-word">{readableValue(conflict.a)}</Text>
            <Text as="dt" color="fg.muted">{bLabel}</Text>
            <Text as="dd" title={fullValue(conflict.b)} wordBreak="break-word">{readableValue(conflict.b)}</Text>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
