import { Box, Button, FileUpload, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { FieldWrapper } from '../shared/FieldWrapper.tsx';
import { FormField, FormFailure, rules, useAppForm } from '../shared/form.tsx';
import { Initials } from './Initials.tsx';
import { notify } from '../shared/toaster.tsx';
import { accountApi } from './account-api.ts';
import { AdminScreen, Panel, useAction, useLoaded, useMe, useRefreshMe } from './AdminScreen.tsx';
import { loadCompany, logoUrl, saveCompany, uploadLogo } from './company-api.ts';
import { squarePng } from './square-png.ts';

const NAME_MIN = 3;
const HEX = /^#?[0-9A-Fa-f]{6}$/;
const saved = (what: string) => notify({ type: 'success', title: 'Company settings saved', description: `${what} saved successfully` });

/** /admin-space/company-settings: the workspace's name (at least 3), colour and logo. */
export function CompanySettingsPage() {
  const me = useMe();
  const refreshMe = useRefreshMe();
  const admin = me.user.roles.includes('admin');
  const form = useAppForm<{ name: string; color: string }>({ defaultValues: { name: me.workspace.name, color: me.workspace.color } });
  const action = useAction();
  const company = useLoaded(loadCompany);
  const logoAction = useAction();
  const color = form.watch('color');
  const submit = form.handleSubmit(async ({ name, color }) => {
    if (await action.run(() => accountApi.updateWorkspace(me.workspace.alias, { name: name.trim(), color: color.startsWith('#') ? color : `#${color}` }))) {
      saved('Workspace details');
      form.reset({ name: name.trim(), color });
      await refreshMe();
    }
  });
  const upload = (file: File | undefined) => {
    if (!file) return;
    void logoAction.run(async () => {
      const target = company.data ?? (await saveCompany(null, {}, me.workspace.name));
      await uploadLogo(target, await squarePng(file));
      await company.reload();
      saved('Logo');
    });
  };
  return (
    <AdminScreen title="Company Settings" submenu="company-settings">
      <Panel title="Workspace">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4" maxW="md">
            <FormField form={form} name="name" label="Workspace name" required disabled={!admin} options={{ ...rules.required, ...rules.minLength(NAME_MIN), ...rules.maxLength(100) }} autoComplete="organization" />
            <FieldWrapper label="Colour" error={form.errorOf('color')} description="Six hex digits, such as #006EB8">
              <HStack>
                <Input type="color" aria-label="Pick the colour" w="14" p="1" value={HEX.test(color) ? (color.startsWith('#') ? color : `#${color}`) : '#006EB8'} disabled={!admin} onChange={(event) => form.setValue('color', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })} />
                <Input {...form.register('color', { ...rules.required, ...rules.pattern(HEX) })} disabled={!admin} aria-label="Colour (hex)" />
              </HStack>
            </FieldWrapper>
            <HStack gap="3">
              <Initials name={form.watch('name') || me.workspace.name} background={HEX.test(color) ? (color.startsWith('#') ? color : `#${color}`) : me.workspace.color} label="How the workspace strip shows it" />
              <Text color="fg.muted" textStyle="sm">How the workspace strip shows it</Text>
            </HStack>
            <FormFailure message={action.failure} />
            {admin ? (
              <HStack>
                <Button type="submit" loading={action.busy}>Save</Button>
              </HStack>
            ) : (
              <Text color="fg.muted" textStyle="sm">Only admins change the workspace.</Text>
            )}
          </Stack>
        </form>
      </Panel>
      <Panel title="Logo" description="A picture is cut to a square PNG.">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'center' }}>
          <Box boxSize="20" rounded="md" borderWidth="1px" overflow="hidden" bg="bg.subtle">
            {company.data?.document.avatar !== undefined && <Image src={logoUrl(company.data)} alt={`${me.workspace.name} logo`} boxSize="20" objectFit="cover" onError={(event) => (event.currentTarget.style.visibility = 'hidden')} />}
          </Box>
          {admin && (
            <FileUpload.Root accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']} maxFiles={1} onFileAccept={({ files }) => upload(files[0])} width="auto">
              <FileUpload.HiddenInput aria-label="Upload a logo" />
              <FileUpload.Trigger asChild>
                <Button size="sm" variant="outline" loading={logoAction.busy}>Upload a logo</Button>
              </FileUpload.Trigger>
            </FileUpload.Root>
          )}
        </Stack>
        <FormFailure message={company.error ?? logoAction.failure} />
      </Panel>
    </AdminScreen>
  );
}

const CURRENCIES = /^[A-Z]{3}$/;
const VAT = /^[A-Za-z0-9 .-]{0,20}$/;

/** /admin-space/company-settings/details: the company resource: address, VAT number and default currency. */
export function CompanyDetailsPage() {
  const me = useMe();
  const company = useLoaded(loadCompany);
  return (
    <AdminScreen title="Details" submenu="company-settings">
      <Panel title="Company details" description="Shown on orders and invoices.">
        <FormFailure message={company.error} />
        {company.data !== undefined && <DetailsForm key={company.data?.version ?? 0} company={company.data} fallbackName={me.workspace.name} onSaved={company.reload} admin={me.user.roles.includes('admin')} />}
      </Panel>
    </AdminScreen>
  );
}

function DetailsForm({ company, fallbackName, onSaved, admin }: { company: Awaited<ReturnType<typeof loadCompany>>; fallbackName: string; onSaved: () => Promise<void>; admin: boolean }) {
  const doc = company?.document;
  const form = useAppForm<{ name: string; address: string; vatNumber: string; currency: string }>({
    defaultValues: { name: doc?.name ?? fallbackName, address: doc?.address ?? '', vatNumber: doc?.vatNumber ?? '', currency: doc?.currency ?? 'GBP' },
  });
  const action = useAction();
  const submit = form.handleSubmit(async ({ name, address, vatNumber, currency }) => {
    const change = { name: name.trim(), address: address.trim(), vatNumber: vatNumber.trim(), currency: currency.trim().toUpperCase() };
    if (await action.run(() => saveCompany(company, change, fallbackName))) {
      saved('Company details');
      await onSaved();
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" maxW="md">
        <FormField form={form} name="name" label="Company name" required disabled={!admin} options={{ ...rules.required, ...rules.maxLength(200) }} autoComplete="organization" />
        <FormField form={form} name="address" label="Address" disabled={!admin} options={rules.maxLength(1000)} autoComplete="street-address" />
        <FormField form={form} name="vatNumber" label="VAT number" disabled={!admin} options={rules.pattern(VAT)} autoComplete="off" />
        <FormField form={form} name="currency" label="Default currency" description="Three letters, such as GBP or EUR" required disabled={!admin} options={{ ...rules.required, ...rules.pattern(CURRENCIES) }} autoComplete="off" maxLength={3} />
        <FormFailure message={action.failure} />
        {admin && (
          <HStack>
            <Button type="submit" loading={action.busy}>Save</Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
