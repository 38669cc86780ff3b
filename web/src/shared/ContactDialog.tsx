import { Alert, Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { requestJson } from '../app/http.ts';
import { DialogButtons, DialogSections, DialogShell } from './DialogShell.tsx';
import { FieldWrapper } from './FieldWrapper.tsx';
import { FormField, rules, useAppForm } from './form.tsx';

/** What a request is about: a demo (landing page), or help for a signed-in user (Support, Help). */
export type ContactKind = 'demo' | 'support';

interface ContactForm {
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface ContactDialogProps {
  open: boolean;
  kind: ContactKind;
  onClose: () => void;
  /** prefilled for a signed-in user */
  defaults?: Partial<ContactForm>;
}

const TITLES: Record<ContactKind, string> = { demo: 'Book a Demo', support: 'Contact us' };
export const MESSAGE_MAX = 2000;

/** The demo-request and support flow: a short form stored as a request, then a confirmation. */
export function ContactDialog({ open, kind, onClose, defaults }: ContactDialogProps) {
  const form = useAppForm<ContactForm>({ defaultValues: { name: '', email: '', company: '', message: '', ...defaults } });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    onClose();
    setSent(false);
    setFailure(null);
    form.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestJson('/api/demorequests', { method: 'POST', json: { kind, ...values } });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <DialogShell
      open={open}
      title={TITLES[kind]}
      onClose={close}
      placement="center"
      as="section"
      sections={
        sent ? (
          <DialogSections footer={<Button onClick={close}>Close</Button>}>
            <Text role="status">
              {kind === 'demo'
                ? 'Thank you! Your demo request has been received. We will be in touch within one working day.'
                : 'Thank you! Your message has been received. We will get back to you soon.'}
            </Text>
          </DialogSections>
        ) : (
          <form onSubmit={submit} noValidate>
            <DialogSections footer={<DialogButtons onCancel={close} confirmLabel="Send" busy={form.formState.isSubmitting} />}>
              <Stack gap="4">
                <FormField form={form} name="name" label="Name" autoComplete="name" options={{ ...rules.required, ...rules.maxLength(200) }} />
                <FormField form={form} name="email" label="E-mail" type="email" autoComplete="email" options={{ ...rules.required, ...rules.email }} />
                <FormField form={form} name="company" label="Company" autoComplete="organization" options={rules.maxLength(200)} />
                <FieldWrapper label={kind === 'demo' ? 'What would you like to see?' : 'How can we help?'} error={form.errorOf('message')} required={kind === 'support'}>
                  <Textarea rows={4} {...form.register('message', { ...(kind === 'support' ? rules.required : {}), ...rules.maxLength(MESSAGE_MAX) })} />
                </FieldWrapper>
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </DialogSections>
          </form>
        )
      }
    />
  );
}
