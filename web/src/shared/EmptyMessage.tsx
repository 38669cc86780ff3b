import { Button, EmptyState, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BannerAction, BannerLink } from './DismissibleBanner.tsx';

/** A table message (§3: title, message, link, action, context): what an empty list or screen says. */
export interface TableMessage {
  title: string;
  message?: string;
  link?: BannerLink;
  action?: BannerAction;
  /** where the message is shown (e.g. 'dashboard'), for screens that word it per place */
  context?: string;
  icon?: ReactNode;
}

/** The empty state of a table or a screen. */
export function EmptyMessage({ title, message, link, action, icon, headingLevel = 'h2' }: TableMessage & { headingLevel?: 'h2' | 'h3' }) {
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <Stack gap="1" textAlign="center" align="center">
          <EmptyState.Title as={headingLevel}>{title}</EmptyState.Title>
          {message && <EmptyState.Description>{message}</EmptyState.Description>}
        </Stack>
        {link && (
          <Link asChild fontWeight="medium" color="colorPalette.fg">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        )}
        {action && <Button size="sm" onClick={action.onClick}>{action.label}</Button>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
