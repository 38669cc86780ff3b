import { Type } from '@sinclair/typebox';
import { Email, Enum, Name, Obj } from '../model/kinds/common.schema.ts';
import type { PreparedAnswer } from '../model/website/website-content.ts';
import { defineOperation, JSON_CONTENT_TYPE, type CachedAnswer } from './operation.ts';

const ContentType = Type.String({ pattern: '^[a-z]{1,40}$', description: 'blog, learnmore (use cases) or legal' });
const Slug = Type.String({ pattern: '^[A-Za-z0-9-]{1,200}$', description: "the doc's name, lower-cased, other characters as hyphens" });
const Cover = Obj({ image_url: Type.Optional(Type.String()), color: Type.Optional(Type.String()) });
const Summary = {
  name: Type.String(),
  slug: Type.String(),
  sub_title: Type.String(),
  date_updated: Type.String({ format: 'date-time' }),
  cover: Cover,
};
const ContentSummary = Obj(Summary);
const ContentDoc = Obj({ ...Summary, content: Type.String({ description: 'markdown' }) });

/** Browsers keep content 5 minutes, then revalidate with the ETag. */
const cached = (answer: PreparedAnswer): CachedAnswer => ({ ...answer, contentType: JSON_CONTENT_TYPE, cacheControl: 'public, max-age=300' });

// the site's content and its demo-request form answer signed-out visitors
const shared = { group: '', tag: 'website', access: 'public' } as const;

/** The public site's content and its demo-request form. */
export const websiteOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/websitecontent/{type}',
    operationId: 'listWebsiteContent',
    summary: 'The docs of a website content type (blog, learnmore, legal), newest first, without their content',
    params: Obj({ type: ContentType }),
    response: Type.Array(ContentSummary),
    answer: 'cached',
    errors: [400, 404],
    call: (model, { params }) => cached(model.websiteContent.list(params.type)),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/websitecontent/{type}/{name}',
    operationId: 'getWebsiteContent',
    summary: 'One website content doc with its markdown content',
    params: Obj({ type: ContentType, name: Slug }),
    response: ContentDoc,
    answer: 'cached',
    errors: [400, 404],
    call: (model, { params }) => cached(model.websiteContent.get(params.type, params.name)),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: '/api/demorequests',
    operationId: 'createDemoRequest',
    summary: 'Ask for a demo (landing page) or for support (signed-in Support and Help)',
    body: Obj({
      kind: Enum(['demo', 'support'] as const),
      name: Name,
      email: Email,
      company: Type.Optional(Type.String({ maxLength: 200 })),
      message: Type.Optional(Type.String({ maxLength: 2000 })),
    }),
    response: Obj({ id: Type.String(), received: Type.String({ format: 'date-time' }), kind: Type.String() }),
    answer: 'added',
    errors: [400],
    rateLimited: 'requests per address (RATE_LIMIT_DEMO_REQUESTS, default 5/hour) and from everyone together (RATE_LIMIT_DEMO_REQUESTS_TOTAL, default 200/hour)',
    call: async (model, { body, request, reportLimit }) => {
      const saved = await model.demoRequests.add(body as Parameters<typeof model.demoRequests.add>[0], request.ip, reportLimit);
      return { id: saved.id, received: saved.received, kind: saved.kind };
    },
  }),
];
