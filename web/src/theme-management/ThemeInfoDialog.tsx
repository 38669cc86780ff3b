import { Checkbox, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { FormField, rules, useAppForm } from '../shared/form.tsx';
import { defaultThemeName } from './design.ts';

/** the theme kind's name is at most 200 characters */
const NAME_MAX = 200;

export interface ThemeInfo {
  name: string;
  /** register a new theme even though the held one could be updated */
  asNew: boolean;
}

export interface ThemeInfoDialogProps {
  open: boolean;
  /** the held theme's name when it can be updated; otherwise the field starts with the default name */
  currentName: string | null;
  busy?: boolean;
  onSave: (info: ThemeInfo) => void;
  onCancel: () => void;
}

/**
 * 'Update theme information.' (§2.11): the theme's name before it is registered or updated. The
 * field starts with a timestamp plus configuratorTheme, which is also the name when it is left
 * empty (§5).
 */
export function ThemeInfoDialog({ open, currentName, busy, onSave, onCancel }: ThemeInfoDialogProps) {
  const form = useAppForm<{ name: string }>({ defaultValues: { name: '' } });
  const [asNew, setAsNew] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.reset({ name: currentName ?? defaultThemeName() });
    setAsNew(false);
    // a fresh form each time it opens
  }, [open]);

  const save = form.handleSubmit(({ name }) => onSave({ name: name.trim() || defaultThemeName(), asNew: currentName === null || asNew }));
  return (
    <ConfirmModal open={open} title="Update theme information." confirmLabel="Save" busy={busy} onConfirm={() => void save()} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="4">
          <FormField form={form} name="name" label="Theme name" options={rules.maxLength(NAME_MAX)} autoFocus />
          {currentName !== null && (
            <Checkbox.Root checked={asNew} onCheckedChange={(details) => setAsNew(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Save as a new theme</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </form>
    </ConfirmModal>
  );
}
