import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { IconType } from 'react-icons';
import { LuBox, LuGithub, LuPenTool } from 'react-icons/lu';
import { FcGoogle } from 'react-icons/fc';
import { requestJson } from '../app/http.ts';
import { POPUP_SIZE } from '../shared/constants.ts';

/** The icons of the four provider sign-ins (§6): a general search-company account, a code host, two CAD services. */
const PROVIDER_ICONS: Record<string, IconType> = { google: FcGoogle, github: LuGithub, onshape: LuBox, autodesk: LuPenTool };

/** A provider this server is configured for, as GET /api/auth/providers lists it (operation listSignInProviders). */
export interface SignInProvider {
  name: string;
  label: string;
}

/**
 * The providers one can sign in with here: none until the server answers, and none when it cannot
 * (the e-mail form still works), so a button never opens a provider that is not configured.
 */
export function useSignInProviders(): SignInProvider[] {
  const [providers, setProviders] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let current = true;
    requestJson<SignInProvider[]>('/api/auth/providers').then(
      (listed) => current && setProviders(listed),
      () => current && setProviders([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return providers;
}

/** The channel on which /oauth tells the window that opened it that sign-in is done. */
export const AUTH_CHANNEL = 'joinery-auth';
export type AuthMessage = { type: 'signed-in' } | { type: 'failed'; reason: string };

/** Opens a provider's sign-in in a 600x600 popup, centred on this window; false when the browser blocked it. */
export function openProviderPopup(provider: string, invitation?: string): boolean {
  const left = Math.round(window.screenX + (window.outerWidth - POPUP_SIZE) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - POPUP_SIZE) / 2);
  const query = invitation ? `?invitation=${encodeURIComponent(invitation)}` : '';
  const popup = window.open(`/api/auth/${provider}${query}`, 'joinery-sign-in', `popup,width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top}`);
  return popup !== null;
}

/** Calls back when the popup's /oauth page reports the outcome. */
export function useAuthMessages(onMessage: (message: AuthMessage) => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent<AuthMessage>) => onMessage(event.data);
    return () => channel.close();
  }, [onMessage]);
}

/** The configured providers' buttons under a separator saying `separator` ('or'); nothing when none is configured. */
export function ProviderButtons({ separator, onBlocked, invitation }: { separator: string; onBlocked: () => void; invitation?: string }) {
  const providers = useSignInProviders();
  if (providers.length === 0) return null;
  return (
    <>
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" textStyle="xs" color="fg.muted">{separator}</Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="2">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider.name];
          return (
            <Button
              key={provider.name}
              variant="outline"
              w="full"
              onClick={() => {
                if (!openProviderPopup(provider.name, invitation)) onBlocked();
              }}
            >
              {Icon && <Icon aria-hidden="true" />} Continue with {provider.label}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
