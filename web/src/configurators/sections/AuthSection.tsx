import { SimpleGrid } from '@chakra-ui/react';
import type { LoginType, SignupType } from '../gql/graphql.ts';
import { FieldWrapper } from '../../shared/FieldWrapper.tsx';
import { useSectionForm, type Configurator } from '../editor-context.ts';
import { FormCheckbox } from '../FormCheckbox.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { Select } from '../../shared/Select.tsx';

/** §6: the login types of a published configurator, with what each means for customers. */
const LOGIN_TYPES: { value: LoginType; label: string }[] = [
  { value: 'None', label: 'None: no sign-in' },
  { value: 'Optional', label: 'Optional: customers may sign in' },
  { value: 'RequiredToOrder', label: 'RequiredToOrder: sign-in needed to order' },
  { value: 'Required', label: 'Required: sign-in needed to open it' },
];
const SIGNUP_TYPES: { value: SignupType; label: string }[] = [
  { value: 'Signup', label: 'Signup: anyone may create an account' },
  { value: 'Invitation', label: 'Invitation: by invitation only' },
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
  const { save, form, section } = useSectionForm(valuesOf);
  return (
    <SectionForm
      {...section}
      heading="Authentication"
      description="Whether your customers sign in to this configurator, and how."
      onSave={(auth) => save({ auth })}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FieldWrapper label="Login type">
          <Select aria-label="Login type" options={LOGIN_TYPES} {...form.register('loginType')} />
        </FieldWrapper>
        <FieldWrapper label="Signup type">
          <Select aria-label="Signup type" options={SIGNUP_TYPES} {...form.register('signupType')} />
        </FieldWrapper>
      </SimpleGrid>
      <FormCheckbox form={form} name="emailPassword" label="E-mail and password login" />
    </SectionForm>
  );
}
