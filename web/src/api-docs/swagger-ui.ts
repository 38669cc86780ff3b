/**
 * Swagger UI as the server ships it (@fastify/swagger-ui's static files under /api/docs/static): loaded
 * by the API page alone, on first visit, so its 1.7 MB never weigh on the app's bundle.
 */
export interface SwaggerRequest {
  url: string;
  headers: Record<string, string>;
}

type SwaggerUiBundle = (options: {
  domNode: HTMLElement;
  spec: object;
  deepLinking?: boolean;
  docExpansion?: 'list' | 'full' | 'none';
  defaultModelsExpandDepth?: number;
  syntaxHighlight?: false;
  requestInterceptor?: (request: SwaggerRequest) => SwaggerRequest | Promise<SwaggerRequest>;
}) => unknown;

const STATIC = '/api/docs/static';
let loading: Promise<SwaggerUiBundle> | null = null;

function append(element: HTMLLinkElement | HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => reject(new Error(`Swagger UI did not load (${element instanceof HTMLLinkElement ? element.href : element.src})`)));
    document.head.append(element);
  });
}

export function loadSwaggerUi(): Promise<SwaggerUiBundle> {
  loading ??= (async () => {
    const style = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${STATIC}/swagger-ui.css` });
    const script = Object.assign(document.createElement('script'), { src: `${STATIC}/swagger-ui-bundle.js`, async: true });
    await Promise.all([append(style), append(script)]);
    return (window as unknown as { SwaggerUIBundle: SwaggerUiBundle }).SwaggerUIBundle;
  })().catch((error: Error) => {
    loading = null;
    throw error;
  });
  return loading;
}
