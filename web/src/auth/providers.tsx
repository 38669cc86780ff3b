import { Button, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { IconType } from 'react-icons';
import { LuBox, LuGithub, LuPenTool } from 'react-icons/lu';
import { FcGoogle } from 'react-icons/fc';
import { POPUP_SIZE } from '../shared/constants.ts';

/** The four provider sign-ins (§6): a general search-company account, a code host, two CAD services. */
export const PROVIDERS: readonly { id: string; label: string; icon: IconType }[] = [
  { id: 'google', label: 'Google', icon: FcGoogle },
  { id: 'github', label: 'GitHub', icon: LuGithub },
  { id: 'onshape', label: 'Onshape', icon: LuBox },
  { id: 'autodesk', label: 'Autodesk', icon: LuPenTool },
];

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

export function ProviderButtons({ onBlocked, invitation }: { onBlocked: () => void; invitation?: string }) {
  return (
    <Stack gap="2">
      {PROVIDERS.map((provider) => (
        <Button
          key={provider.id}
          variant="outline"
          w="full"
          onClick={() => {
            if (!openProviderPopup(provider.id, invitation)) onBlocked();
          }}
        >
          <provider.icon aria-hidden="true" /> Continue with {provider.label}
        </Button>
      ))}
    </Stack>
  );
}
