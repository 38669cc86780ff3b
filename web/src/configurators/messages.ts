import type { Notice } from '../shared/messages.ts';

/**
 * What the configurator screens say. §8 has no configurator messages: these follow the products'
 * wording (docs/decisions.md, issue 10); the server's own message is shown where it refuses.
 */
export const configuratorMessages = {
  created: (name: string): Notice => ({ type: 'success', title: 'Configurator created', description: `${name} created successfully` }),
  duplicated: (name: string): Notice => ({ type: 'success', title: 'Configurator duplicated', description: `${name} duplicated successfully` }),
  duplicateFailed: (reason: string): Notice => ({ type: 'error', title: 'Error duplicating configurator', description: reason }),
  deleted: (name: string): Notice => ({ type: 'success', title: 'Configurator deleted', description: `${name} deleted successfully` }),
  deleteFailed: (reason: string): Notice => ({ type: 'error', title: 'Error deleting configurator', description: reason }),
  saved: (): Notice => ({ type: 'success', title: 'Saved', description: 'Your changes are saved' }),
  published: (address: string): Notice => ({ type: 'success', title: 'Configurator published', description: `It is live at ${address}` }),
  unpublished: (): Notice => ({ type: 'success', title: 'Configurator unpublished', description: 'Customers can no longer open it' }),
  addressCopied: (): Notice => ({ type: 'success', description: 'Address copied' }),
  copyFailed: (): Notice => ({ type: 'warning', description: 'Could not copy: select the address and copy it' }),
  snippetCopied: (): Notice => ({ type: 'success', description: 'Embed code copied' }),
} as const;

export const DELETE_CONFIRMATION = { title: 'Delete configurator', question: 'Are you sure you want to delete this configurator?' } as const;

/** The empty states of §2.4, word for word. */
export const NO_CONFIGURATORS = { title: 'Add your first configurator', message: 'Combine your product data in a configurator for your customers.' } as const;
export const NONE_PUBLISHED = { title: 'Publish your first configurator', message: 'Launch your configurator on a public URL.' } as const;

/** A mutation's payload errors as one line for the user (the server's own words). */
export function payloadMessage(errors: readonly { message: string }[] | undefined): string | undefined {
  return errors?.length ? errors.map((e) => e.message).join('; ') : undefined;
}
