/** JSON over fetch for the few REST calls the app makes outside GraphQL (session, guards, website content). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: Headers,
  ) {
    super(message);
  }
}

/** The server's error message (`{message}`), or a plain description of the status. */
async function messageOf(response: Response): Promise<string> {
  try {
    const body = await response.json();
    if (body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return `${response.status} ${response.statusText}`.trim();
}

export async function requestJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!response.ok) throw new HttpError(response.status, await messageOf(response), response.headers);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
