import { Box, chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import { parameterValueProblem } from '../../../../rules/configuration-parameters.ts';
import type { OfferParameter, ParameterValue } from '../api/published-api.ts';

export interface ParameterInputProps {
  parameter: OfferParameter;
  value: ParameterValue | undefined;
  onChange: (value: ParameterValue) => void;
  /** why a value may not be chosen now (the rule model's words), by value; absent: allowed */
  refusal: (value: ParameterValue) => string | undefined;
}

const NUMBER_TYPES = new Set(['Quantity', 'Number']);

/** A parameter's input by its type: a number within its range and step (with its unit), options, a yes/no, or text. */
export const ParameterInput = memo(function ParameterInput(props: ParameterInputProps) {
  const { parameter } = props;
  if (parameter.options?.length) return <OptionsInput {...props} />;
  if (parameter.type === 'Boolean') return <BooleanInput {...props} />;
  if (NUMBER_TYPES.has(parameter.type)) return <NumberInput {...props} />;
  return <TextInput {...props} />;
});

const NativeInput = chakra('input');

/** A disabled choice says why beside it, in words the customer reads (not only in a tooltip). */
function Refusal({ id, reason }: { id: string; reason: string }) {
  return (
    <Text as="span" id={id} textStyle="xs" color="fg.muted">
      {reason}
    </Text>
  );
}

function OptionsInput({ parameter, value, onChange, refusal }: ParameterInputProps) {
  const name = useId();
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" textStyle="sm" fontWeight="medium" mb="1.5">{parameter.name}</Text>
      <Stack gap="1.5">
        {parameter.options!.map((option) => {
          const reason = option.value === value ? undefined : refusal(option.value);
          const id = `${name}-${option.value}`;
          return (
            <HStack as="label" key={option.value} gap="2" align="center" cursor={reason ? 'not-allowed' : 'pointer'} flexWrap="wrap">
              <NativeInput
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={Boolean(reason)}
                aria-describedby={reason ? `${id}-why` : undefined}
                onChange={() => onChange(option.value)}
                accentColor="var(--m3-primary)"
                boxSize="4"
              />
              <Text as="span" textStyle="sm" color={reason ? 'fg.muted' : undefined}>{option.label ?? option.value}</Text>
              {reason && <Refusal id={`${id}-why`} reason={`(${reason})`} />}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}

function BooleanInput({ parameter, value, onChange, refusal }: ParameterInputProps) {
  const id = useId();
  const checked = value === true;
  const reason = refusal(!checked);
  return (
    <HStack as="label" gap="2" cursor={reason ? 'not-allowed' : 'pointer'} flexWrap="wrap">
      <NativeInput
        type="checkbox"
        checked={checked}
        disabled={Boolean(reason)}
        aria-describedby={reason ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
        accentColor="var(--m3-primary)"
        boxSize="4"
      />
      <Text as="span" textStyle="sm" fontWeight="medium">{parameter.name}</Text>
      {reason && <Refusal id={`${id}-why`} reason={`(${reason})`} />}
    </HStack>
  );
}

/** The range and step in words, e.g. '400 to 800 mm, in steps of 10'. */
export function rangeText({ min, max, step, unit }: OfferParameter): string {
  const u = unit ? ` ${unit}` : '';
  const range = min !== undefined && max !== undefined ? `${min} to ${max}${u}` : min !== undefined ? `at least ${min}${u}` : max !== undefined ? `at most ${max}${u}` : '';
  const steps = step ? `in steps of ${step}` : '';
  return [range, steps].filter(Boolean).join(', ');
}

/** Why a typed number does not fit the parameter (the rule model's words), or undefined when it does. */
const numberProblem = (parameter: OfferParameter, text: string) => (text.trim() === '' ? 'is needed' : parameterValueProblem(parameter, Number(text)));

function NumberInput({ parameter, value, onChange }: ParameterInputProps) {
  const [text, setText] = useState(String(value ?? ''));
  // a value changed elsewhere (a reopened configuration) shows here: adjusted while rendering, not in an
  // effect after it, so it costs no second commit
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(String(value ?? ''));
  }
  const problem = numberProblem(parameter, text);
  const hint = rangeText(parameter);
  return (
    <Field.Root invalid={Boolean(problem)} gap="1">
      <Field.Label textStyle="sm">{parameter.name}{parameter.unit ? ` (${parameter.unit})` : ''}</Field.Label>
      <Input
        type="number"
        inputMode="decimal"
        size="sm"
        maxW="40"
        min={parameter.min}
        max={parameter.max}
        step={parameter.step ?? 'any'}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          // only a value within the rules becomes part of the configuration
          if (!numberProblem(parameter, next)) onChange(Number(next));
        }}
      />
      {hint && <Field.HelperText mt="0">{hint}</Field.HelperText>}
      <Field.ErrorText>{parameter.name} {problem}</Field.ErrorText>
    </Field.Root>
  );
}

function TextInput({ parameter, value, onChange }: ParameterInputProps) {
  return (
    <Field.Root gap="1">
      <Field.Label textStyle="sm">{parameter.name}</Field.Label>
      <Input size="sm" maxLength={1000} value={String(value ?? '')} onChange={(event) => onChange(event.currentTarget.value)} />
    </Field.Root>
  );
}
