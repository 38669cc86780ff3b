/** The integrations' REST calls (rest/routes/integrations.routes.ts), keyed on the workspace alias. */
import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '../app/http.ts';

export interface Delivery {
  id: string;
  event: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  status: 'pending' | 'delivered' | 'failed';
  attempts: { at: string; status: number | null; error: string | null; durationMs: number }[];
  created: string;
  replayOf?: string;
  nextAttempt: string | null;
}

export interface Run {
  id: string;
  flow: string;
  status: 'Failed' | 'Running' | 'Scheduled' | 'Submitted' | 'Complete';
  progress: number;
  created: string;
  name: string;
  description: string;
  download: string | null;
}

export const integrationsPath = (alias: string) => `/api/workspaces/${encodeURIComponent(alias)}/integrations`;

/** A REST read, read again by `reload` (and every `pollMs` while given). */
export function useRest<T>(path: string | null, pollMs?: number): { data: T | undefined; error: string | null; reload: () => Promise<void> } {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (!path) return;
    try {
      setData(await requestJson<T>(path));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, [path]);
  useEffect(() => {
    void reload();
    if (!pollMs) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [reload, pollMs]);
  return { data, error, reload };
}

/** A signing secret in the Standard Webhooks form: whsec_ and 24 random bytes in base64. */
export function newSigningSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}
