import { Checkbox, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { PREFERENCES_CHANGED } from '../frame/useNotificationPreferences.ts';
import { FormFailure } from '../shared/form.tsx';
import type { PreferencesView } from '../../../rules/preferences.ts';
import { accountApi } from './account-api.ts';
import { AdminScreen, Panel, useAction, useLoaded } from './AdminScreen.tsx';

const MODES: { value: PreferencesView['colourMode']; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'As my system' },
];
const KINDS: { value: keyof PreferencesView['notifications']; label: string; description: string }[] = [
  { value: 'task', label: 'Tasks', description: 'CAD imports, exports and other work in progress' },
  { value: 'integration', label: 'Integration runs', description: 'Syncs and deliveries of installed integrations' },
  { value: 'order', label: 'Orders', description: 'New orders from your configurators' },
];

/** /admin-space/preferences: colour mode and which notifications the bell shows; each change is saved at once. */
export function PreferencesPage() {
  const { theme, setTheme } = useTheme();
  const preferences = useLoaded(accountApi.preferences);
  const action = useAction();
  const save = (change: Parameters<typeof accountApi.setPreferences>[0]) =>
    void action.run(async () => {
      await accountApi.setPreferences(change);
      window.dispatchEvent(new Event(PREFERENCES_CHANGED));
      await preferences.reload();
    });
  const mode = (theme as PreferencesView['colourMode'] | undefined) ?? preferences.data?.colourMode ?? 'system';
  return (
    <AdminScreen title="Preferences" submenu="preferences">
      <Panel title="Colour mode">
        <RadioGroup.Root
          value={mode}
          aria-label="Colour mode"
          onValueChange={({ value }) => {
            if (!value) return;
            setTheme(value);
            save({ colourMode: value as PreferencesView['colourMode'] });
          }}
        >
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            {MODES.map((m) => (
              <RadioGroup.Item key={m.value} value={m.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Panel>
      <Panel title="Notifications" description="What the bell shows you.">
        <Stack gap="4">
          {KINDS.map((kind) => (
            <Checkbox.Root
              key={kind.value}
              checked={preferences.data?.notifications[kind.value] ?? true}
              disabled={!preferences.data}
              onCheckedChange={({ checked }) => save({ notifications: { [kind.value]: checked === true } })}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text>{kind.label}</Text>
                <Text color="fg.muted" textStyle="sm" fontWeight="normal">{kind.description}</Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Panel>
      <FormFailure message={preferences.error ?? action.failure} />
    </AdminScreen>
  );
}
