import { Alert, Button, CloseButton, HStack, Link } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface BannerLink {
  label: string;
  to: string;
}

export interface BannerAction {
  label: string;
  onClick: () => void;
}

export interface DismissibleBannerProps {
  title: string;
  message?: ReactNode;
  link?: BannerLink;
  action?: BannerAction;
  /** remembers the dismissal in this browser under this key; without it the banner returns on the next visit */
  storageKey?: string;
  onDismiss?: () => void;
}

const dismissedKey = (key: string) => `joinery:banner-dismissed:${key}`;

/** A banner with title, message, link and action (§2.14), visible until dismissed (§4). */
export function DismissibleBanner({ title, message, link, action, storageKey, onDismiss }: DismissibleBannerProps) {
  const [dismissed, setDismissed] = useState(() => Boolean(storageKey && localStorage.getItem(dismissedKey(storageKey))));
  if (dismissed) return null;
  const dismiss = () => {
    if (storageKey) localStorage.setItem(dismissedKey(storageKey), '1');
    setDismissed(true);
    onDismiss?.();
  };
  return (
    <Alert.Root status="info" colorPalette="primary" variant="subtle" alignItems="center" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      <HStack gap="3" flexShrink={0}>
        {link && (
          <Link asChild fontWeight="medium" color="colorPalette.fg">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        )}
        {action && <Button size="sm" onClick={action.onClick}>{action.label}</Button>}
        <CloseButton size="sm" aria-label={`Dismiss: ${title}`} onClick={dismiss} />
      </HStack>
    </Alert.Root>
  );
}
