import { Alert, Box, Field, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../shared/Select.tsx';
import { useColourMode } from '../app-theme/AppTheme.tsx';
import { requestJson } from '../app/http.ts';
import { formatDateTime } from '../shared/format.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { loadSwaggerUi, type SwaggerRequest } from './swagger-ui.ts';

/** a call within a minute of the token's end gets a new one first */
const RENEW_BEFORE_MS = 60_000;

/**
 * Swagger UI's own styles, adjusted to the frame: no server picker or Authorize button (the page is the
 * one server and brings its own access), and its badges and links in colours that meet WCAG AA contrast.
 */
const SWAGGER_UI_STYLES = {
  '& .swagger-ui .info': { margin: '16px 0' },
  '& .swagger-ui .scheme-container, & .swagger-ui .information-container': { display: 'none' },
  '& .swagger-ui .info .title small': { background: '#4a5361' },
  '& .swagger-ui .info .title small.version-stamp': { background: '#3b6b00' },
  '& .swagger-ui .info a, & .swagger-ui .info .url': { color: '#1f5fa8' },
  '& .swagger-ui .opblock.opblock-get .opblock-summary-method': { background: '#1f5fa8' },
  '& .swagger-ui .opblock.opblock-post .opblock-summary-method': { background: '#2f7a4d' },
  '& .swagger-ui .opblock.opblock-put .opblock-summary-method': { background: '#8a4f00' },
  '& .swagger-ui .opblock.opblock-delete .opblock-summary-method': { background: '#b3261e' },
  '& .swagger-ui .opblock.opblock-patch .opblock-summary-method': { background: '#2d7873' },
  '& .swagger-ui .opblock.opblock-head .opblock-summary-method': { background: '#6b3fa0' },
  '& .swagger-ui .btn.try-out__btn': { color: '#1f2933', borderColor: '#5f6b7a' },
  '& .swagger-ui .btn.execute': { background: '#1f5fa8', borderColor: '#1f5fa8' },
  '& .swagger-ui .download-contents': { background: '#3f4650' },
} as const;

/** Swagger UI's code blocks scroll without being focusable: they get a tab stop, so a keyboard can scroll them too. */
function focusableScrollers(root: HTMLElement): () => void {
  const mark = () => root.querySelectorAll<HTMLElement>('pre:not([tabindex]), .curl:not([tabindex])').forEach((block) => (block.tabIndex = 0));
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

interface PageToken {
  token: string;
  expires: string;
}

interface ApiDocument {
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** The document's tags in its own order, each with how many operations it holds. */
function tagsOf(document: ApiDocument): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) for (const tag of operation.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** The document cut to one tag's operations (with every component, which they may reference). */
function documentOfTag(document: ApiDocument, tag: string): ApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths)
      .map(([path, item]) => [path, Object.fromEntries(Object.entries(item).filter(([, operation]) => operation.tags?.includes(tag)))] as const)
      .filter(([, item]) => Object.keys(item).length > 0),
  );
  return { ...document, tags: document.tags?.filter((t) => t.name === tag), paths };
}

/**
 * The REST API's documentation (§7: /api/schema.json, loaded with a bearer token) as Swagger UI inside
 * the app's frame, one part (tag) at a time: the whole API is some four hundred paths, which Swagger UI
 * takes seconds of CPU to digest, while a part opens at once (?tag= keeps the choice in the address).
 * The page mints a short-lived token of its own, so every try-it-out call acts as the signed-in user in
 * the current workspace; when it runs out the page mints the next one before a call.
 */
export function ApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const token = useRef<PageToken | null>(null);
  const [apiDocument, setApiDocument] = useState<ApiDocument | null>(null);
  const [expires, setExpires] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const { mode } = useColourMode();

  const mint = useCallback(async () => {
    token.current = await requestJson<PageToken>('/api/users/me/api-docs-token', { method: 'POST', json: {} });
    setExpires(token.current.expires);
  }, []);

  useEffect(() => {
    let gone = false;
    (async () => {
      await mint();
      const loaded = await requestJson<ApiDocument>('/api/schema.json', { headers: { Authorization: `Bearer ${token.current!.token}` } });
      // the calls go where this page is: the document names the server's configured public address, which
      // a proxy or another host name may not share with the browser (and the page may call only its own origin)
      if (!gone) setApiDocument({ ...loaded, servers: [{ url: window.location.origin }] });
    })().catch((error: Error) => !gone && setFailure(error.message));
    return () => {
      gone = true;
    };
  }, [mint]);

  const tags = useMemo(() => (apiDocument ? tagsOf(apiDocument) : []), [apiDocument]);

  useEffect(() => {
    if (!apiDocument || !tag || !host.current) return;
    let gone = false;
    const root = host.current;
    const stopMarking = focusableScrollers(root);
    setRendering(true);
    loadSwaggerUi()
      .then((SwaggerUIBundle) => {
        if (gone) return;
        root.replaceChildren();
        SwaggerUIBundle({
          domNode: root,
          spec: documentOfTag(apiDocument, tag),
          deepLinking: false,
          docExpansion: 'list',
          // the shared schemas show within the calls that use them, not as a list of their own
          defaultModelsExpandDepth: -1,
          // plain answers: the highlighter's colours fall below AA contrast on its dark blocks
          syntaxHighlight: false,
          // the page's own token on every call Swagger UI makes
          requestInterceptor: async (request: SwaggerRequest) => {
            if (!token.current || Date.parse(token.current.expires) - Date.now() < RENEW_BEFORE_MS) await mint();
            request.headers.Authorization = `Bearer ${token.current!.token}`;
            return request;
          },
        });
        setRendering(false);
      })
      .catch((error: Error) => {
        if (gone) return;
        setFailure(error.message);
        setRendering(false);
      });
    return () => {
      gone = true;
      stopMarking();
    };
  }, [apiDocument, tag, mint]);

  // Swagger UI draws its dark variant under html.dark-mode
  useEffect(() => {
    document.documentElement.classList.toggle('dark-mode', mode === 'dark');
    return () => document.documentElement.classList.remove('dark-mode');
  }, [mode]);

  return (
    <Stack gap="4" minW="0" aria-busy={(!apiDocument && !failure) || rendering}>
      <ScreenHeading title="API Documentation" subtitle="THE REST API UNDER /API" />
      <Text color="fg.muted">
        Every call of the REST API, with its parameters and answers. Try one out and it runs as you, in this workspace
        {expires && <> (with access renewed as needed; the current one lasts until {formatDateTime(expires)})</>}. Analysts can also query the{' '}
        <Link href="/graphql" color="primary.fg">GraphQL explorer</Link>.
      </Text>
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The API documentation could not be loaded</Alert.Title>
            <Alert.Description>{failure}. Reload the page to try again.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {apiDocument && (
        <Field.Root maxW="sm">
          <Field.Label>Part of the API</Field.Label>
          <Select
            options={tags.map(({ name, count }) => ({ value: name, label: `${name} (${count} ${count === 1 ? 'call' : 'calls'})` }))}
            empty="Choose a part to explore"
            value={tag}
            onChange={(event) => setParams(event.target.value ? { tag: event.target.value } : {}, { replace: true })}
          />
        </Field.Root>
      )}
      {apiDocument && !tag && <Text>{tags.length} parts, {tags.reduce((sum, t) => sum + t.count, 0)} calls: choose one above to see its calls and try them.</Text>}
      <Box ref={host} hidden={!tag} bg="bg.panel" borderRadius="l2" borderWidth="1px" minH="40" overflowX="auto" css={SWAGGER_UI_STYLES} />
    </Stack>
  );
}
