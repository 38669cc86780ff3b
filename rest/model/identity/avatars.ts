import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import { w } from '../../store/port.ts';
import { readableWorkspaces, type Actor } from './actor.ts';
import type { Directory, UserRow } from './directory.ts';
import { fileTypeOf } from '../content/content-types.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Runtime } from '../runtime.ts';
import { normalEmail } from './emails.ts';

export const AVATARS = 'avatars';
/** application.md §9: a letters avatar is 40 px unless asked otherwise. */
export const AVATAR_DEFAULT_SIZE = 40;
export const AVATAR_MIN_SIZE = 16;
export const AVATAR_MAX_SIZE = 512;
export const AVATAR_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** an upload is kept as a square PNG of this size; smaller sizes are drawn from it */
const STORED_SIZE = 256;
const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
/** §9: the default colours are black and white */
const BACKGROUND = '#000000';
const FOREGROUND = '#FFFFFF';

const require = createRequire(import.meta.url);
// DejaVu Sans Bold ships in an npm package, so letters look the same on every machine, fonts installed or not
const FONT = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', 'DejaVuSans-Bold.ttf');
/** resvg (a native library) loads with the first avatar drawn, not at every start */
let resvg: typeof ResvgClass | undefined;
const Resvg = () => (resvg ??= (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg);

/** §9: the first two letters of a one-word name, or the first letters of its first two words, in upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '?';
  const letters = words.length === 1 ? [...words[0]].slice(0, 2) : [[...words[0]][0], [...words[1]][0]];
  return letters.join('').toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(svg: string, size: number): Buffer {
  return new (Resvg())(svg, {
    fitTo: { mode: 'width', value: size },
    font: { fontFiles: [FONT], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  }).render().asPng();
}

/** Letters on a square, drawn as SVG and rendered to PNG by resvg (a Rust SVG renderer, through @resvg/resvg-js). */
export function lettersAvatar(name: string, size = AVATAR_DEFAULT_SIZE): Buffer {
  const initials = initialsOf(name);
  const fontSize = initials.length > 1 ? 40 : 48;
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" fill="${BACKGROUND}"/>` +
      `<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${fontSize}" fill="${FOREGROUND}">${escapeXml(initials)}</text>` +
      `</svg>`,
    size,
  );
}

/** The guest avatar (application.md §3: guests get one): a plain figure, no letters. */
export function guestAvatar(size = AVATAR_DEFAULT_SIZE): Buffer {
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
      `<rect width="100" height="100" fill="#9E9E9E"/>` +
      `<circle cx="50" cy="38" r="18" fill="${FOREGROUND}"/>` +
      `<path d="M14 100 C14 72 32 62 50 62 C68 62 86 72 86 100 Z" fill="${FOREGROUND}"/>` +
      `</svg>`,
    size,
  );
}

/** An image drawn into a square of `size`, cropped to fill it. */
function squared(image: Buffer, mime: string, size: number): Buffer {
  return render(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
      `<image width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice" xlink:href="data:${mime};base64,${image.toString('base64')}"/>` +
      `</svg>`,
    size,
  );
}

interface AvatarRow {
  id: string;
  png: string;
  updated: string;
}

/** Avatars of application.md §7 (GET /users/{email}.png, /users/me.png): an uploaded picture, or letters. */
export class Avatars {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
  ) {}

  /** Whose avatar the actor may see: their own, and the members of their current workspace (if they are staff there). */
  private async visibleUser(actor: Actor, email: string): Promise<UserRow> {
    const target = normalEmail(email);
    const user = await this.directory.user(target);
    const visible = user && (target === actor.email || (readableWorkspaces(actor).includes(actor.workspace) && user.workspaces.includes(actor.workspace)));
    if (!visible) throw notFound(`user ${email} was not found`);
    return user;
  }

  /** The PNG and when it last changed (for ETags). */
  async png(actor: Actor, email: string, size = AVATAR_DEFAULT_SIZE): Promise<{ png: Buffer; version: string }> {
    if (!Number.isInteger(size) || size < AVATAR_MIN_SIZE || size > AVATAR_MAX_SIZE) throw badRequest(`size must be a whole number from ${AVATAR_MIN_SIZE} to ${AVATAR_MAX_SIZE}`);
    const user = await this.visibleUser(actor, email);
    const uploaded = (await this.rt.store.findOne(AVATARS, w.eq('id', user.email))) as AvatarRow | null;
    if (uploaded) return { png: squared(Buffer.from(uploaded.png, 'base64'), 'image/png', size), version: `u${Date.parse(uploaded.updated)}` };
    // a guest in the viewer's workspace (or everywhere, when they look at themselves) gets the guest avatar
    const workspace = user.workspaces.includes(actor.workspace) ? actor.workspace : user.workspace;
    const guest = !user.staffIn.includes(workspace) && user.workspaces.includes(workspace);
    return guest ? { png: guestAvatar(size), version: 'guest' } : { png: lettersAvatar(user.name, size), version: `l${initialsOf(user.name)}` };
  }

  /** Keeps an uploaded PNG, JPEG, GIF or WebP image as a square PNG. */
  async set(actor: Actor, image: unknown): Promise<void> {
    if (!Buffer.isBuffer(image) || image.length === 0) throw badRequest('body must be an image: PNG, JPEG, GIF or WebP');
    if (image.length > AVATAR_UPLOAD_MAX_BYTES) throw badRequest(`body must be at most ${AVATAR_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    const type = await fileTypeOf(image);
    if (!type || !UPLOAD_TYPES.includes(type.mime)) throw badRequest('body must be an image: PNG, JPEG, GIF or WebP');
    let png: Buffer;
    try {
      png = squared(image, type.mime, STORED_SIZE);
    } catch {
      throw badRequest('body is not an image that can be read');
    }
    const row: AvatarRow = { id: actor.email, png: png.toString('base64'), updated: this.rt.now().toISOString() };
    await this.rt.store.transaction(async (tx) => {
      await tx.delete(AVATARS, w.eq('id', actor.email));
      await tx.insert(AVATARS, [row]);
    });
  }

  async remove(actor: Actor): Promise<void> {
    await this.rt.store.delete(AVATARS, w.eq('id', actor.email));
  }
}
