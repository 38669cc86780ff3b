import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { publishedApi, type UtmFields } from '../api/published-api.ts';

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const sessionKey = (configuratorId: string) => `joinery:visit:${configuratorId}`;

/** The UTM fields of the address and the page the visitor came from, as the visit records them (§9 of issue 18). */
export function visitOf(search: string, referrer: string): UtmFields & { referrer?: string } {
  const params = new URLSearchParams(search);
  const utm = Object.fromEntries(UTM.flatMap((name) => (params.get(name) ? [[name, params.get(name)!.slice(0, 200)]] : [])));
  return { ...utm, ...(referrer ? { referrer: referrer.slice(0, 2000) } : {}) };
}

function remembered(configuratorId: string): string | undefined {
  try {
    return sessionStorage.getItem(sessionKey(configuratorId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** One recording per configurator and visit (all the pages a browser tab opens): reloads and remounts reuse it. */
const pending = new Map<string, Promise<string | undefined>>();

function recordVisit(configuratorId: string, search: string): Promise<string | undefined> {
  const known = remembered(configuratorId);
  if (known) return Promise.resolve(known);
  let recording = pending.get(configuratorId);
  if (!recording) {
    recording = publishedApi
      .visit(configuratorId, visitOf(search, document.referrer))
      .then(({ session }) => {
        try {
          sessionStorage.setItem(sessionKey(configuratorId), session);
        } catch {
          // storage refused: the next load records another visit
        }
        return session;
      })
      // statistics never stand in the customer's way: the storefront works without a session
      .catch(() => undefined)
      .finally(() => pending.delete(configuratorId));
    pending.set(configuratorId, recording);
  }
  return recording;
}

/**
 * Records the visit when the storefront opens (POST …/visits, with the address's utm_* and the
 * referrer) and answers its session id, which saved configurations and orders carry.
 */
export function useVisitSession(configuratorId: string): string | undefined {
  const [session, setSession] = useState(() => remembered(configuratorId));
  // the address the storefront opened at: its utm fields are the visit's
  const { search } = useLocation();
  const [opened] = useState(search);
  useEffect(() => {
    let current = true;
    void recordVisit(configuratorId, opened).then((id) => current && setSession(id));
    return () => {
      current = false;
    };
  }, [configuratorId, opened]);
  return session;
}
