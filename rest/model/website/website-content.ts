import { createHash } from 'node:crypto';
import { WEBSITE_CONTENT, WEBSITE_CONTENT_TYPES, type WebsiteContentDoc, type WebsiteContentType } from './website-docs.ts';
import { notFound } from '../errors.ts';

/** An answer prepared once: its JSON body and the ETag of that body. */
export interface PreparedAnswer {
  body: string;
  etag: string;
}

const prepare = (value: unknown): PreparedAnswer => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

const summaryOf = ({ content: _content, ...summary }: WebsiteContentDoc) => summary;

/**
 * The public site's content. It ships with the app and never changes while it runs, so every
 * answer is serialised once at start with its ETag; requests only pick one.
 */
export class WebsiteContent {
  private readonly lists = new Map<string, PreparedAnswer>();
  private readonly docs = new Map<string, PreparedAnswer>();

  constructor(content: Record<WebsiteContentType, WebsiteContentDoc[]> = WEBSITE_CONTENT) {
    for (const type of WEBSITE_CONTENT_TYPES) {
      const newestFirst = [...content[type]].sort((a, b) => b.date_updated.localeCompare(a.date_updated));
      this.lists.set(type, prepare(newestFirst.map(summaryOf)));
      for (const doc of newestFirst) this.docs.set(`${type}/${doc.slug}`, prepare(doc));
    }
  }

  /** The docs of a type without their content, newest first. */
  list(type: string): PreparedAnswer {
    const found = this.lists.get(type);
    if (!found) throw notFound(`there is no website content of type ${type}; the types are ${WEBSITE_CONTENT_TYPES.join(', ')}`);
    return found;
  }

  /** One doc by its slug (matched case-insensitively). */
  get(type: string, slug: string): PreparedAnswer {
    this.list(type);
    const found = this.docs.get(`${type}/${slug.toLowerCase()}`);
    if (!found) throw notFound(`there is no ${type} doc named ${slug}`);
    return found;
  }
}
