import { Badge, Box, Button, Heading, HStack, IconButton, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { memo, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { LuBox, LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { ConfigurationDocument, Evaluation, OfferCategory, OfferedModule, OfferParameter, ParameterValue, StorefrontOffer } from '../api/published-api.ts';
import { formatMoney } from '../order/money.ts';
import { addInstance, changeProblem, instancesOf, moduleKey, removeInstance, setParameter, type DraftChange } from './configuration-draft.ts';
import { ConnectionInputs } from './ConnectionInputs.tsx';
import { DraftContext } from './draft-context.ts';
import { ParameterInput } from './ParameterInput.tsx';

export interface ConfigurePanelProps {
  offer: StorefrontOffer;
  draft: ConfigurationDocument;
  evaluation: Evaluation;
  /** show prices (the configurator's prices feature) */
  prices: boolean;
  /** a change to the draft, as a function of the draft it applies to (a state setter's updater) */
  onChange: DraftChange;
}

/** Each category with its composition label (§9) and the modules it offers, as the customer configures them. */
export function ConfigurePanel({ offer, draft, evaluation, prices, onChange }: ConfigurePanelProps) {
  const instances = useKeptArrays(instanceNumbers(offer, draft));
  const problems = useKeptArrays(categoryProblems(offer, evaluation));
  const reasons = useMemo(() => Object.fromEntries(Object.keys(offer.modules).map((id) => [id, reasonOf(evaluation, id)])), [offer, evaluation]);
  return (
    <DraftContext.Provider value={draft}>
      <Stack gap="6">
        {offer.categories.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            offer={offer}
            problems={problems[category.id]}
            instances={instances}
            reasons={reasons}
            prices={prices}
            onChange={onChange}
          />
        ))}
      </Stack>
    </DraftContext.Provider>
  );
}

/** Why no more of a module may be chosen now, or undefined while it may. */
function reasonOf(evaluation: Evaluation, moduleId: string): string | undefined {
  const choice = evaluation.choices[moduleId];
  return choice?.disabled ? choice.reason ?? 'not available' : undefined;
}

/** The instance numbers chosen of each offered module, by module id. */
function instanceNumbers(offer: StorefrontOffer, draft: ConfigurationDocument): Record<string, number[]> {
  return Object.fromEntries(Object.values(offer.modules).map((module) => [module.id, instancesOf(draft, module).map((m) => m.instance)]));
}

/** The problems of each category, in the rule model's words, by category id. */
function categoryProblems(offer: StorefrontOffer, evaluation: Evaluation): Record<string, string[]> {
  return Object.fromEntries(
    offer.categories.map((category) => [category.id, evaluation.problems.filter((p) => p.category === category.id || p.category === category.name).map((p) => p.message)]),
  );
}

/** Last render's array wherever its items are the same, so memoised cards see unchanged props as unchanged. */
function useKeptArrays<T>(arrays: Record<string, T[]>): Record<string, T[]> {
  const kept = useRef<Record<string, T[]>>({});
  const next = Object.fromEntries(
    Object.entries(arrays).map(([key, items]) => {
      const before = kept.current[key];
      return [key, before && before.length === items.length && before.every((item, i) => item === items[i]) ? before : items];
    }),
  );
  useEffect(() => {
    kept.current = next;
  });
  return next;
}

interface CategoryProps {
  category: OfferCategory;
  offer: StorefrontOffer;
  problems: string[];
  /** the instance numbers chosen, by module id (of every category: only this category's are compared) */
  instances: Record<string, number[]>;
  /** why no more of a module may be chosen, by module id */
  reasons: Record<string, string | undefined>;
  prices: boolean;
  onChange: DraftChange;
}

const CategorySection = memo(
  function CategorySection({ category, offer, problems, instances, reasons, prices, onChange }: CategoryProps) {
    const headingId = `category-${category.id}`;
    return (
      <Box as="section" aria-labelledby={headingId}>
        <HStack gap="3" mb="3" flexWrap="wrap">
          <Heading as="h2" size="md" id={headingId}>{category.name}</Heading>
          <Badge colorPalette="primary" variant="subtle">{category.label}</Badge>
        </HStack>
        {problems.map((message) => (
          <Text key={message} textStyle="sm" color="fg.error" mb="2">{message}</Text>
        ))}
        <Stack as="ul" gap="3" listStyleType="none">
          {category.moduleIds.flatMap((id) => {
            const module = offer.modules[id];
            return module ? [<ModuleChoice key={id} module={module} offer={offer} instances={instances[id]} reason={reasons[id]} prices={prices} onChange={onChange} />] : [];
          })}
        </Stack>
      </Box>
    );
  },
  // a category renders again only when what its own modules show changed
  (before, after) =>
    before.category === after.category &&
    before.offer === after.offer &&
    before.problems === after.problems &&
    before.prices === after.prices &&
    before.onChange === after.onChange &&
    after.category.moduleIds.every((id) => before.instances[id] === after.instances[id] && before.reasons[id] === after.reasons[id]),
);
const ModulePicture = memo(function ModulePicture({ module }: { module: OfferedModule }) {
  return (
    <Box boxSize="16" flexShrink={0} rounded="md" overflow="hidden" bg="bg.muted" display="grid" placeItems="center">
      {module.image ? (
        <Image src={module.image} alt="" boxSize="full" objectFit="contain" />
      ) : (
        <Box color="fg.muted" fontSize="2xl" aria-hidden="true"><LuBox /></Box>
      )}
    </Box>
  );
});

interface ChoiceProps {
  module: OfferedModule;
  offer: StorefrontOffer;
  /** the instance numbers chosen of this module, in the order chosen */
  instances: number[];
  /** why no more may be chosen now; absent while more may */
  reason: string | undefined;
  prices: boolean;
  onChange: DraftChange;
}

/** One offered module: picture, name, price; how many are chosen, with a reason in words when no more may be. */
const ModuleChoice = memo(function ModuleChoice({ module, offer, instances, reason, prices, onChange }: ChoiceProps) {
  const reasonId = `why-${module.id}`;
  const key = moduleKey(module);
  const last = instances[instances.length - 1];
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" bg="bg.panel">
      <HStack gap="3" align="flex-start">
        <ModulePicture module={module} />
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold">{module.name}</Text>
          {module.description && <Text textStyle="sm" color="fg.muted">{module.description}</Text>}
          {prices && (
            <Text textStyle="sm">
              {module.price || formatMoney(0, offer.currency)}
              {module.per > 1 ? ` per ${module.per}` : ''}
            </Text>
          )}
        </Stack>
      </HStack>
      <HStack mt="3" gap="2" flexWrap="wrap">
        <IconButton
          size="sm"
          variant="outline"
          aria-label={`Remove one ${module.name}`}
          disabled={last === undefined}
          onClick={() => last !== undefined && onChange((draft) => removeInstance(draft, key, last))}
        >
          <LuMinus />
        </IconButton>
        <Text minW="6" textAlign="center" aria-live="polite">
          <VisuallyHidden>{module.name}: </VisuallyHidden>
          {instances.length}
          <VisuallyHidden> chosen</VisuallyHidden>
        </Text>
        <Button size="sm" variant={instances.length ? 'outline' : 'solid'} disabled={Boolean(reason)} aria-describedby={reason ? reasonId : undefined} onClick={() => onChange((draft) => addInstance(draft, module))}>
          <LuPlus aria-hidden="true" /> Add {module.name}
        </Button>
        {reason && (
          <Text id={reasonId} textStyle="sm" color="fg.muted" flexBasis={{ base: 'full', sm: 'auto' }}>
            {reason}
          </Text>
        )}
      </HStack>
      {instances.map((instance, index) => (
        <InstanceSettings key={instance} module={module} offer={offer} instance={instance} position={index + 1} onChange={onChange} />
      ))}
    </Box>
  );
});

interface InstanceProps {
  module: OfferedModule;
  offer: StorefrontOffer;
  instance: number;
  /** 1 for the first of this module, as the customer counts */
  position: number;
  onChange: DraftChange;
}

/** One chosen module: its parameters, its connections, and a way to remove it. */
const InstanceSettings = memo(function InstanceSettings({ module, offer, instance, position, onChange }: InstanceProps) {
  const key = moduleKey(module);
  const title = `${module.name} ${position}`;
  const hasSettings = module.parameters.length > 0 || offer.connections.some((c) => c.source === module.id);
  return (
    <Box as="section" aria-label={title} mt="3" pt="3" borderTopWidth="1px">
      <HStack justify="space-between" mb={hasSettings ? '2' : '0'}>
        <Text textStyle="sm" fontWeight="semibold">{title}</Text>
        <IconButton size="xs" variant="ghost" aria-label={`Remove ${title}`} onClick={() => onChange((from) => removeInstance(from, key, instance))}>
          <LuTrash2 />
        </IconButton>
      </HStack>
      <Stack gap="3">
        {module.parameters.map((parameter) => (
          <ParameterField key={parameter.id} parameter={parameter} offer={offer} module={key} instance={instance} onChange={onChange} />
        ))}
        <ConnectionInputs module={module} offer={offer} instance={instance} onChange={onChange} />
      </Stack>
    </Box>
  );
});

interface ParameterFieldProps {
  parameter: OfferParameter;
  offer: StorefrontOffer;
  /** the instance's module, as 'id:version' */
  module: string;
  instance: number;
  onChange: DraftChange;
}

/** The values an input may offer besides the current one, each with a refusal to show: the other options, or the other of yes and no. */
function alternatives(parameter: OfferParameter, value: ParameterValue | undefined): ParameterValue[] {
  if (parameter.options?.length) return parameter.options.map((option) => option.value).filter((option) => option !== value);
  if (parameter.type === 'Boolean') return [value !== true];
  return [];
}

/**
 * One parameter of a chosen instance: its value and its alternatives' refusals read from the draft,
 * so the (memoised) input renders again only when one of them changed.
 */
function ParameterField({ parameter, offer, module, instance, onChange }: ParameterFieldProps) {
  const draft = useContext(DraftContext);
  const value = draft.modules.find((m) => m.module === module && m.instance === instance)?.parameters[parameter.id];
  const change = useCallback(
    (next: ParameterValue) => onChange((from) => setParameter(from, module, instance, parameter.id, next)),
    [onChange, module, instance, parameter.id],
  );
  // as text, so the refusal function stays the same while the refusals do
  const refusals = JSON.stringify(alternatives(parameter, value).map((v) => [v, changeProblem(offer, draft, setParameter(draft, module, instance, parameter.id, v)) ?? '']));
  const refusal = useMemo(() => {
    const byValue = new Map(JSON.parse(refusals) as [ParameterValue, string][]);
    return (v: ParameterValue) => byValue.get(v) || undefined;
  }, [refusals]);
  return <ParameterInput parameter={parameter} value={value} onChange={change} refusal={refusal} />;
}
