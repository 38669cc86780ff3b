import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../model/identity/sessions.ts';

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (other sites' subrequests do not
 * carry it), Secure when Joinery is served over https, for the whole site, lasting as long as the
 * session can.
 */
export function setSessionCookie(reply: FastifyReply, secret: string, config: Pick<Config, 'publicUrl' | 'sessionMaxHours'>): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: '/',
    maxAge: config.sessionMaxHours * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://'), path: '/' });
}
