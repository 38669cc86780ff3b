/**
 * Addresses the server calls on a workspace's behalf (webhook endpoints, sync sources): https, or
 * plain http to this machine only (local receivers in tests and development).
 */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** What is wrong with an outbound address, in words; undefined when it is fine. */
export function outboundUrlProblem(text: string): string | undefined {
  if (!URL.canParse(text)) return 'must be a full address such as https://example.com/hook';
  const url = new URL(text);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return 'must be an https:// address (http:// only for localhost)';
}
