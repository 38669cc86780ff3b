import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { isPlanRefusal, PLANS_PATH, type Notice } from './messages.ts';

/** The app's one toaster, loaded with the first message (toaster.tsx). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export function show(notice: Notice): string {
  // a plan refusal offers its way out: the plans page
  const meta = isPlanRefusal(notice.description) ? { upgrade: PLANS_PATH } : undefined;
  return toaster.create({ type: notice.type, title: notice.title, description: notice.description, closable: true, meta });
}

export function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.meta?.upgrade && (
              <Toast.ActionTrigger asChild>
                <a href={toast.meta.upgrade as string}>See the plans</a>
              </Toast.ActionTrigger>
            )}
            {toast.closable && <Toast.CloseTrigger aria-label="Close" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
