import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> {
  options: readonly SelectOption[];
  /** a first choice with the value '' (none, or a prompt) */
  empty?: string;
  /** the frame's props: size, width */
  root?: NativeSelect.RootProps;
}

/** A native select of options in Chakra's look; takes a form's `register(…)` like an input. */
export function Select({ options, empty, root, ...field }: SelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));
