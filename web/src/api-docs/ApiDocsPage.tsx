import { Alert, Box, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  '& .swagger-ui .scheme-container': { display: 'none' },
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

/**
 * The REST API's documentation (§7: /api/schema.json, loaded with a bearer token) as Swagger UI inside
 * the app's frame. The page mints a short-lived token of its own, so every try-it-out call acts as the
 * signed-in user in the current workspace; when it runs out the page mints the next one before a call.
 */
export function ApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const token = useRef<PageToken | null>(null);
  const [expires, setExpires] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const { mode } = useColourMode();

  const mint = useCallback(async () => {
    token.current = await requestJson<PageToken>('/api/users/me/api-docs-token', { method: 'POST', json: {} });
    setExpires(token.current.expires);
  }, []);

  useEffect(() => {
    let gone = false;
    let stopMarking = () => {};
    setLoading(true);
    setFailure(null);
    (async () => {
      const [SwaggerUIBundle] = await Promise.all([loadSwaggerUi(), mint()]);
      const spec = await requestJson<{ servers?: { url: string }[] }>('/api/schema.json', { headers: { Authorization: `Bearer ${token.current!.token}` } });
      if (gone || !host.current) return;
      // the calls go where this page is: the document names the server's configured public address, which
      // a proxy or another host name may not share with the browser (and the page may call only its own origin)
      spec.servers = [{ url: window.location.origin }];
      stopMarking = focusableScrollers(host.current);
      SwaggerUIBundle({
        domNode: host.current,
        spec,
        deepLinking: false,
        // some four hundred paths: the tags open one at a time, and the filter finds an operation by tag
        docExpansion: 'none',
        filter: true,
        // plain answers: the highlighter's colours fall below AA contrast on its dark blocks
        syntaxHighlight: false,
        // the page's own token on every call Swagger UI makes
        requestInterceptor: async (request: SwaggerRequest) => {
          if (!token.current || Date.parse(token.current.expires) - Date.now() < RENEW_BEFORE_MS) await mint();
          request.headers.Authorization = `Bearer ${token.current!.token}`;
          return request;
        },
      });
      setLoading(false);
    })().catch((error: Error) => {
      if (gone) return;
      setFailure(error.message);
      setLoading(false);
    });
    return () => {
      gone = true;
      stopMarking();
    };
  }, [mint]);

  // Swagger UI draws its dark variant under html.dark-mode
  useEffect(() => {
    document.documentElement.classList.toggle('dark-mode', mode === 'dark');
    return () => document.documentElement.classList.remove('dark-mode');
  }, [mode]);

  return (
    <Stack gap="4" minW="0" aria-busy={loading}>
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
      <Box ref={host} bg="bg.panel" borderRadius="l2" borderWidth="1px" minH="40" overflowX="auto" css={SWAGGER_UI_STYLES} />
    </Stack>
  );
}
