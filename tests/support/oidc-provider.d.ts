// oidc-provider ships no types; the tests use this much of it (a real OpenID provider for the sign-in test).
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: {
        clients: Record<string, unknown>[];
        findAccount: (context: unknown, id: string) => Promise<Account | undefined>;
        claims?: Record<string, string[]>;
        pkce?: { required: () => boolean };
        cookies?: { keys: string[] };
      },
    );
    listen(port: number): Server;
  }
}
