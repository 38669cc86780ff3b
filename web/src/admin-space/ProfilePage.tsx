import { Button, FileUpload, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField, FormFailure, rules, useAppForm } from '../shared/form.tsx';
import { Initials } from './Initials.tsx';
import { notify } from '../shared/toaster.tsx';
import { accountApi } from './account-api.ts';
import { AdminScreen, Panel, useAction, useMe, useRefreshMe } from './AdminScreen.tsx';
import { squarePng } from './square-png.ts';

const PREVIEW = 96;

/** /admin-space/profile: name and avatar (an upload becomes a square PNG; the letters avatar otherwise). */
export function ProfilePage() {
  const me = useMe();
  const refreshMe = useRefreshMe();
  // the server's picture at first; after an upload the converted PNG itself, after removal the initials
  const [avatar, setAvatar] = useState<string | undefined>(`/api/users/me.png?size=${PREVIEW}`);
  const form = useAppForm<{ name: string }>({ defaultValues: { name: me.user.name } });
  const nameAction = useAction();
  const avatarAction = useAction();
  const submit = form.handleSubmit(async ({ name }) => {
    if (await nameAction.run(() => accountApi.updateMe({ name: name.trim() }))) {
      notify({ type: 'success', title: 'Profile saved', description: 'Your name is changed' });
      form.reset({ name: name.trim() });
      void refreshMe();
    }
  });
  const upload = (file: File | undefined) => {
    if (!file) return;
    void avatarAction.run(async () => {
      const png = await squarePng(file);
      await accountApi.setAvatar(png);
      setAvatar(URL.createObjectURL(png));
      notify({ type: 'success', title: 'Profile saved', description: 'Your picture is changed' });
    });
  };
  return (
    <AdminScreen title="Profile">
      <Panel title="Name">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="md">
            <FormField form={form} name="name" label="Name" required options={{ ...rules.required, ...rules.maxLength(100) }} autoComplete="name" />
            <Text color="fg.muted" textStyle="sm">{me.user.email}</Text>
            <FormFailure message={nameAction.failure} />
            <HStack>
              <Button type="submit" loading={nameAction.busy}>Save</Button>
            </HStack>
          </Stack>
        </form>
      </Panel>
      <Panel title="Avatar" description="A picture is cut to a square; without one, your initials are shown.">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Initials name={me.user.name} size={PREVIEW} src={avatar} label={`Your avatar (${me.user.name})`} />
          <HStack gap="2" wrap="wrap">
            <FileUpload.Root accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']} maxFiles={1} onFileAccept={({ files }) => upload(files[0])} width="auto">
              <FileUpload.HiddenInput aria-label="Upload a picture" />
              <FileUpload.Trigger asChild>
                <Button size="sm" variant="outline" loading={avatarAction.busy}>Upload a picture</Button>
              </FileUpload.Trigger>
            </FileUpload.Root>
            <Button size="sm" variant="ghost" disabled={avatarAction.busy} onClick={() => void avatarAction.run(async () => {
              await accountApi.removeAvatar();
              setAvatar(undefined);
            })}>Use my initials</Button>
          </HStack>
        </Stack>
        <FormFailure message={avatarAction.failure} />
      </Panel>
    </AdminScreen>
  );
}
