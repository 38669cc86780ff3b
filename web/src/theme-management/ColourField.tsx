import { chakra, HStack, Input } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FORM_MESSAGES } from '../shared/form.tsx';
import { colourFromInput } from '../../../rules/colour-roles.ts';

const Picker = chakra('input');

export interface ColourFieldProps {
  label: string;
  /** the colour, #rrggbb */
  value: string;
  onChange: (colour: string) => void;
  description?: ReactNode;
  disabled?: boolean;
}

/**
 * A colour with a picker and a text input (application.md §5): six hex digits with an optional #,
 * or a 10-digit ARGB number. A typed colour applies as soon as it is one; an invalid entry, once the
 * user leaves the field or presses Enter, is logged as not valid, marked 'Invalid value', and
 * changes nothing.
 */
export function ColourField({ label, value, onChange, description, disabled }: ColourFieldProps) {
  const [text, setText] = useState(value.toUpperCase());
  const [invalid, setInvalid] = useState(false);

  // a colour chosen elsewhere (the picker, a preset) replaces the text unless the text already says it
  useEffect(() => {
    if (colourFromInput(text) !== value) {
      setText(value.toUpperCase());
      setInvalid(false);
    }
    // only a new value from outside resets the text
  }, [value]);

  const type = (next: string) => {
    setText(next);
    const colour = colourFromInput(next);
    if (!colour) return;
    setInvalid(false);
    if (colour !== value) onChange(colour);
  };
  const commit = () => {
    const colour = colourFromInput(text);
    if (colour) return setText(colour.toUpperCase());
    console.warn(`${JSON.stringify(text)} is not a valid hex colour`);
    setInvalid(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <FieldWrapper label={label} description={description} error={invalid ? FORM_MESSAGES.pattern : undefined}>
      <HStack gap="2" w="full">
        <Picker
          type="color"
          aria-label={`${label} picker`}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          w="10"
          h="10"
          flexShrink="0"
          p="0.5"
          borderWidth="1px"
          borderColor="border.emphasized"
          rounded="md"
          bg="bg"
          cursor={disabled ? 'not-allowed' : 'pointer'}
        />
        <Input
          value={text}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          spellCheck={false}
          autoComplete="off"
          fontFamily="mono"
          placeholder="#006EB8"
        />
      </HStack>
    </FieldWrapper>
  );
}
