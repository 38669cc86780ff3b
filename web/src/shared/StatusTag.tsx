import { Tag } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The tag colour statuses of §4; anything else is shown as info. */
export const TAG_STATUSES = ['success', 'warning', 'danger', 'info', 'subscription', 'empty'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];

const PALETTE: Record<TagStatus, string> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  info: 'blue',
  subscription: 'tertiary',
  empty: 'gray',
};

export function tagStatusOf(status: string | undefined): TagStatus {
  return (TAG_STATUSES as readonly string[]).includes(status ?? '') ? (status as TagStatus) : 'info';
}

/** Role tag colours of §4. */
export const ROLE_STATUS: Record<string, TagStatus> = { admin: 'info', user: 'warning', editor: 'success', guest: 'danger' };

export interface StatusTagProps {
  status?: string;
  children: ReactNode;
  /** a dot before the label, as the products table's source column shows */
  dot?: boolean;
}

/** A small tag coloured by a §4 status. */
export function StatusTag({ status, children, dot }: StatusTagProps) {
  const resolved = tagStatusOf(status);
  return (
    <Tag.Root size="sm" variant="subtle" colorPalette={PALETTE[resolved]} data-status={resolved}>
      {dot && (
        <Tag.StartElement display="flex" alignItems="center" justifyContent="center">
          <span aria-hidden="true" style={{ display: 'block', width: 6, height: 6, borderRadius: '50%', background: 'currentColor' }} />
        </Tag.StartElement>
      )}
      <Tag.Label>{children}</Tag.Label>
    </Tag.Root>
  );
}
