/**
 * If-Match (RFC 9110 §13.1.1) as the head a write expects: the one place where REST's entity tags
 * become the model's version numbers (rest/model/kind-arguments.ts Precondition).
 * - absent, or `*`: no expectation (a missing resource is the model's 404);
 * - one strong tag `"N"`, a head read's ETag: N;
 * - anything else (several tags, a complete read's `"N.R"`, weak tags) is compared strongly with the
 *   tags the head has now, `"N"` and `"N.R"`: the head when one of them is listed, otherwise 0, a
 *   head no resource has, so the write answers 412 naming the head. The model checks the number
 *   again inside the write's transaction, so a head that moves meanwhile is still a 412.
 */
import { entityTags, headEtag, versionEtag } from '../model/resources/conditional.ts';
import type { KindDef } from '../model/kinds/kind-def.ts';
import type { Model } from '../model/model.ts';

/** a head read's ETag exactly as the server writes it (no leading zeros: `"01"` is no tag the head has) */
const ONE_HEAD_TAG = /^\s*"([1-9]\d{0,14})"\s*$/;

/** Strong comparison: a listed tag that is exactly one of `current` (weak tags never match). */
const matchesStrongly = (ifMatch: string, current: string[]) => entityTags(ifMatch).some((t) => !t.startsWith('W/') && current.includes(t));

export async function expectedHeadOf(model: Model, kind: KindDef, id: string, ifMatch: string | undefined): Promise<number | undefined> {
  if (ifMatch === undefined || entityTags(ifMatch).includes('*')) return undefined;
  const single = ONE_HEAD_TAG.exec(ifMatch);
  if (single) return Number(single[1]);
  const current = await model.conditional.current(kind, id);
  if (!current) return undefined;
  return matchesStrongly(ifMatch, [headEtag(current.head), versionEtag(current.head, current.revision)]) ? current.head : 0;
}
