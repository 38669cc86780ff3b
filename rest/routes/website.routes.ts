import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Email, Enum, Name, Obj } from '../model/kinds/common.schema.ts';
import type { Model } from '../model/model.ts';
import type { DemoRequests } from '../model/website/demo-requests.ts';
import { WebsiteContent, type CachedAnswer } from '../model/website/website-content.ts';
import { errorResponses } from './schemas.ts';

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
const CACHE_CONTROL = 'public, max-age=300';

function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', CACHE_CONTROL);
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === answer.etag || tag.trim() === '*')) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

type ContentRequest = FastifyRequest<{ Params: { type: string; name?: string } }>;

/** The public site's content and its demo-request form; both answer signed-out visitors. */
export async function websiteRoutes(app: FastifyInstance, { model }: { model: Model }): Promise<void> {
  const content = new WebsiteContent();

  app.get(
    '/api/websitecontent/:type',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listWebsiteContent',
        tags: ['website'],
        summary: 'The docs of a website content type (blog, learnmore, legal), newest first, without their content',
        params: Obj({ type: ContentType }),
        response: { 200: Type.Array(ContentSummary), 304: Type.Null(), ...errorResponses(400, 404) },
      },
    },
    async (request: ContentRequest, reply) => sendCached(request, reply, content.list(request.params.type)),
  );

  app.get(
    '/api/websitecontent/:type/:name',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getWebsiteContent',
        tags: ['website'],
        summary: 'One website content doc with its markdown content',
        params: Obj({ type: ContentType, name: Slug }),
        response: { 200: ContentDoc, 304: Type.Null(), ...errorResponses(400, 404) },
      },
    },
    async (request: ContentRequest, reply) => sendCached(request, reply, content.get(request.params.type, request.params.name ?? '')),
  );

  app.post(
    '/api/demorequests',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'createDemoRequest',
        tags: ['website'],
        summary: 'Ask for a demo (landing page) or for support (signed-in Support and Help)',
        body: Obj({
          kind: Enum(['demo', 'support'] as const),
          name: Name,
          email: Email,
          company: Type.Optional(Type.String({ maxLength: 200 })),
          message: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: {
          201: Obj({ id: Type.String(), received: Type.String({ format: 'date-time' }), kind: Type.String() }),
          ...errorResponses(400),
        },
      },
    },
    async (request: FastifyRequest<{ Body: Parameters<DemoRequests['add']>[0] }>, reply) => {
      const saved = await model.demoRequests.add(request.body);
      return reply.code(201).send({ id: saved.id, received: saved.received, kind: saved.kind });
    },
  );
}
