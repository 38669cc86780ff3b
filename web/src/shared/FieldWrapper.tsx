import { Field, IconButton, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleHelp } from 'react-icons/lu';
import { Tooltip } from './Tooltip.tsx';

export interface FieldHelp {
  /** the tooltip text */
  text: string;
  /** the help article the tooltip's button opens */
  href: string;
}

export interface FieldWrapperProps {
  label: ReactNode;
  children: ReactNode;
  help?: FieldHelp;
  description?: ReactNode;
  /** extra information under the field */
  extraInfo?: ReactNode;
  error?: string;
  required?: boolean;
}

/** A form field's frame (§2.14): label, a help tooltip opening a help article, description, extra info and error text. */
export function FieldWrapper({ label, children, help, description, extraInfo, error, required }: FieldWrapperProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} gap="1.5">
      <Field.Label display="flex" alignItems="center" gap="1">
        {label}
        <Field.RequiredIndicator />
        {help && (
          <Tooltip content={help.text}>
            <IconButton asChild size="2xs" variant="ghost" aria-label={`Help: ${help.text}`}>
              <Link href={help.href} target="_blank" rel="noreferrer">
                <LuCircleHelp />
              </Link>
            </IconButton>
          </Tooltip>
        )}
      </Field.Label>
      {description && <Field.HelperText mt="0">{description}</Field.HelperText>}
      {children}
      {extraInfo && <Text textStyle="xs" color="fg.muted">{extraInfo}</Text>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
