import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useStyleClasses } from './styleClasses.ts';

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

/**
 * What Tag.Root (size sm, subtle, in each status's palette), Tag.StartElement and Tag.Label style: a tag
 * is three elements, and tables and lists show dozens of tags, so they are plain elements with these
 * classes rather than Chakra's styled elements.
 */
const tagSheet = (system: SystemContext) => {
  const tag = system.getSlotRecipeFn('tag')({ size: 'sm', variant: 'subtle' });
  const roots = Object.fromEntries(TAG_STATUSES.map((status) => [status, [tag.root, { colorPalette: PALETTE[status] }]])) as Record<TagStatus, SystemStyleObject[]>;
  return { ...roots, dot: [tag.startElement, { display: 'flex', alignItems: 'center', justifyContent: 'center' }], label: tag.label };
};

/** A small tag coloured by a §4 status. */
export function StatusTag({ status, children, dot }: StatusTagProps) {
  const resolved = tagStatusOf(status);
  const classes = useStyleClasses(tagSheet);
  return (
    <div data-status={resolved} className={`chakra-tag__root ${classes[resolved]}`}>
      {dot && (
        <span className={`chakra-tag__startElement ${classes.dot}`}>
          <span aria-hidden="true" style={{ display: 'block', width: 6, height: 6, borderRadius: '50%', background: 'currentColor' }} />
        </span>
      )}
      <span className={`chakra-tag__label ${classes.label}`}>{children}</span>
    </div>
  );
}
