import { Checkbox, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { LoginType, SignupType } from '../../../gql/graphql.ts';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import { useAppForm } from '../../shared/form.tsx';
import { useConfiguratorEditor, type Configurator } from '../editor-context.ts';
import { SectionForm } from '../SectionForm.tsx';

/** §6: the login types of a published configurator, with what each means for customers. */
const LOGIN_TYPES: { value: LoginType; help: string }[] = [
  { value: 'None', help: 'no sign-in' },
  { value: 'Optional', help: 'customers may sign in' },
  { value: 'RequiredToOrder', help: 'sign-in needed to order' },
  { value: 'Required', help: 'sign-in needed to open it' },
];
const SIGNUP_TYPES: { value: SignupType; help: string }[] = [
  { value: 'Signup', help: 'anyone may create an account' },
  { value: 'Invitation', help: 'by invitation only' },
];

interface AuthValues {
  loginType: LoginType;
  signupType: SignupType;
  emailPassword: boolean;
}

const valuesOf = ({ document }: Configurator): AuthValues => ({
  loginType: document.auth?.loginType ?? 'None',
  signupType: document.auth?.signupType ?? 'Signup',
  emailPassword: document.auth?.emailPassword ?? false,
});

/** Authentication: whether customers sign in, how they get an account, and e-mail/password login. */
export function AuthSection() {
  const { configurator, readOnly, save, reload } = useConfiguratorEditor();
  const values = valuesOf(configurator);
  const form = useAppForm<AuthValues>({ defaultValues: values });
  return (
    <SectionForm
      form={form}
      heading="Authentication"
      description="Whether your customers sign in to this configurator, and how."
      values={values}
      resetKey={`${configurator.id}:${configurator.version}`}
      readOnly={readOnly}
      onReload={reload}
      onSave={(auth) => save({ auth })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FieldWrapper label="Login type">
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Login type" {...form.register('loginType')}>
              {LOGIN_TYPES.map(({ value, help }) => (
                <option key={value} value={value}>{value}: {help}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldWrapper>
        <FieldWrapper label="Signup type">
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Signup type" {...form.register('signupType')}>
              {SIGNUP_TYPES.map(({ value, help }) => (
                <option key={value} value={value}>{value}: {help}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldWrapper>
      </SimpleGrid>
      <Controller
        control={form.control}
        name="emailPassword"
        render={({ field }) => (
          <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)}>
            <Checkbox.HiddenInput onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>E-mail and password login</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </SectionForm>
  );
}
