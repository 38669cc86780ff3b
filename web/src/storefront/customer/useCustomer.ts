import { useCallback, useEffect, useMemo, useState } from 'react';
import { HttpError } from '../../app/http.ts';
import { publishedApi, type Customer } from '../api/published-api.ts';

/**
 * Whether this browser signed a customer in to this configurator. The customer's cookie is HttpOnly,
 * and asking the server (`customers/me`) answers 401 when signed out, which browsers log as an error:
 * so the storefront asks only after a sign-in here left this mark.
 */
const markKey = (configuratorId: string) => `joinery:customer:${configuratorId}`;

function readMark(configuratorId: string): boolean {
  try {
    return localStorage.getItem(markKey(configuratorId)) === '1';
  } catch {
    return false;
  }
}

function writeMark(configuratorId: string, signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(markKey(configuratorId), '1');
    else localStorage.removeItem(markKey(configuratorId));
  } catch {
    // storage refused (private mode): the customer signs in again next time
  }
}

export interface CustomerState {
  /** the signed-in customer, or null */
  customer: Customer | null;
  /** false while the storefront still asks who is signed in */
  known: boolean;
  signedIn: (customer: Customer) => void;
  signOut: () => Promise<void>;
}

/** The customer signed in to a configurator's storefront (its own cookie, not the staff session). */
export function useCustomer(configuratorId: string): CustomerState {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [known, setKnown] = useState(() => !readMark(configuratorId));

  useEffect(() => {
    if (!readMark(configuratorId)) return;
    let current = true;
    publishedApi
      .me(configuratorId)
      .then((me) => current && setCustomer(me))
      .catch((error: unknown) => {
        // signed out elsewhere, or the session ended
        if (error instanceof HttpError && error.status === 401) writeMark(configuratorId, false);
      })
      .finally(() => current && setKnown(true));
    return () => {
      current = false;
    };
  }, [configuratorId]);

  const signedIn = useCallback(
    (who: Customer) => {
      writeMark(configuratorId, true);
      setCustomer(who);
      setKnown(true);
    },
    [configuratorId],
  );

  const signOut = useCallback(async () => {
    await publishedApi.signOut(configuratorId);
    writeMark(configuratorId, false);
    setCustomer(null);
  }, [configuratorId]);

  // one object while nothing in it changes, so the memoised header skips the configurator's renders
  return useMemo(() => ({ customer, known, signedIn, signOut }), [customer, known, signedIn, signOut]);
}
