/**
 * Inviting customers from the customers page (application.md §5 customer invite modal, §6, §8): whether
 * the page offers it (the workspace theme's sign-in settings), to which configurator (its domain),
 * who is in already, and the invitations themselves, always with the guest role.
 */
import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import { rolesIn, type Actor } from '../identity/actor.ts';
import { USERS, type Directory } from '../identity/directory.ts';
import { isEmail, normalEmail } from '../identity/emails.ts';
import { INVITATIONS, MAX_RECIPIENTS, type Invitations, type InvitedUser } from '../identity/invitations.ts';
import type { LimitReport } from '../identity/rate-limits.ts';
import { assertAccess } from '../identity/operation-access.ts';
import { badRequest } from '../errors.ts';
import { Obj } from '../kinds/common.schema.ts';
import { requireKind } from '../kinds/registry.ts';
import type { HeadRow } from '../resources/storage-layout.ts';
import type { Runtime } from '../runtime.ts';
import { customerDomains, DEFAULT_AUTH, type CustomerAuth } from '../storefront/published-configurators.ts';
import { assertValid } from '../validation.ts';

const themes = requireKind('themes');
const configurators = requireKind('publishedconfigurators');

/** A published configurator customers can be invited to. */
export interface InviteConfigurator {
  id: string;
  title: string;
  /** its address for customers: the maker's own domain when it has one */
  domain: string;
}

export interface CustomerInviteOptions {
  /** §6: the theme's login type is not None, and its signup type is Invitation or e-mail/password sign-in is on */
  offered: boolean;
  /** whether the caller may invite (editors and admins) */
  mayInvite: boolean;
  /** the workspace's published configurators: none means 'Invite not available' */
  configurators: InviteConfigurator[];
}

export const InviteCustomersBody = Obj(
  {
    emails: Type.Array(Type.String({ maxLength: 254 }), { minItems: 1, maxItems: MAX_RECIPIENTS, description: 'the addresses to invite' }),
    domain: Type.String({ maxLength: 253, description: 'the configurator (its customer or Joinery domain) the customers are invited to' }),
  },
  { examples: [{ emails: ['cora@example.com'], domain: 'configure.oakandash.co.uk' }] },
);

/** §6's rule on a theme's sign-in settings. */
export const invitesOffered = (auth: CustomerAuth) => auth.loginType !== 'None' && (auth.signupType === 'Invitation' || auth.emailPassword);

export class CustomerInvites {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly invitations: Invitations,
  ) {}

  private get store(): Store {
    return this.rt.store;
  }

  /** Whether the customers page offers invitations, and the configurators it may invite to. */
  async options(actor: Actor): Promise<CustomerInviteOptions> {
    assertAccess(actor, 'member');
    const roles = rolesIn(actor, actor.workspace);
    return {
      offered: invitesOffered(await this.themeAuth(actor.workspace)),
      mayInvite: roles.includes('admin') || roles.includes('editor'),
      configurators: await this.publishedConfigurators(actor.workspace),
    };
  }

  /**
   * The sign-in settings of the workspace's theme: the one applied to the workspace, else the theme of
   * its most recently edited published configurator (the theme its customers meet); none: no sign-in.
   */
  private async themeAuth(workspace: string): Promise<CustomerAuth> {
    const row = await this.directory.workspace(workspace);
    let themeId = row?.themeId;
    if (!themeId) {
      const [configurator] = await this.store.find(configurators.collection, {
        where: w.and(w.eq('workspace', workspace), w.eq('deleted', false), w.eq('document.published', true)),
        sort: [{ field: 'lastEdited', dir: 'desc' }],
        limit: 1,
      });
      themeId = (configurator?.document as { theme?: { id?: string } } | undefined)?.theme?.id;
    }
    const theme = themeId ? await this.store.findOne(themes.collection, w.and(w.eq('id', themeId), w.eq('deleted', false))) : null;
    const auth = (theme?.document as { auth?: Partial<CustomerAuth> } | undefined)?.auth;
    return auth ? { ...DEFAULT_AUTH, ...auth } : DEFAULT_AUTH;
  }

  private async publishedConfigurators(workspace: string): Promise<InviteConfigurator[]> {
    const heads = (await this.store.find(configurators.collection, {
      where: w.and(w.eq('workspace', workspace), w.eq('deleted', false)),
      sort: [{ field: 'lastEdited', dir: 'desc' }],
      omit: ['document', 'filter', 'sort', 'sortName', 'grants'],
    })) as HeadRow[];
    return heads.flatMap((head) => {
      const data = head.data as { title?: string; name?: string; published?: boolean };
      const [domain] = customerDomains(head.data as Record<string, unknown>);
      return data.published === true && domain ? [{ id: head.id, title: String(data.title ?? data.name ?? ''), domain }] : [];
    });
  }

  /** Of these addresses, those already in the workspace (any role) or invited and not yet expired. */
  async invitedAlready(actor: Actor, emails: string[]): Promise<string[]> {
    assertAccess(actor, 'member');
    if (!Array.isArray(emails) || emails.length > MAX_RECIPIENTS) throw badRequest(`emails must list at most ${MAX_RECIPIENTS} addresses`);
    const addresses = [...new Set(emails.map((e) => normalEmail(String(e))).filter(isEmail))];
    if (!addresses.length) return [];
    const members = await this.store.find(USERS, { where: w.and(w.in('id', addresses), w.eq('workspaces', actor.workspace)) });
    const pending = await this.store.find(INVITATIONS, {
      where: w.and(w.eq('workspace', actor.workspace), w.in('email', addresses), w.gt('expires', this.rt.now().toISOString())),
    });
    const found = new Set([...members.map((m) => m.email as string), ...pending.map((p) => p.email as string)]);
    return addresses.filter((a) => found.has(a));
  }

  /** Invites customers (the guest role, always) to a configurator of the workspace by its domain. */
  async invite(actor: Actor, body: unknown, report?: LimitReport): Promise<InvitedUser[]> {
    assertValid(InviteCustomersBody, body, 'body');
    const { emails, domain } = body as { emails: string[]; domain: string };
    const wrong = emails.filter((e) => !isEmail(normalEmail(e)));
    if (wrong.length) throw badRequest(`body/emails: ${wrong.map((e) => JSON.stringify(e)).join(', ')} ${wrong.length === 1 ? 'is not a valid email' : 'are not valid emails'}`);
    return this.invitations.invite(actor, { text: emails.join(','), roles: ['guest'], domain }, undefined, report);
  }
}
