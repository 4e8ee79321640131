/**
 * JSON carried in a header as base64url (RFC 4648 §5, no padding), as the platform sends
 * `X-Sync-Credentials`. The same code runs at build time (the samples) and in the browser (the
 * request builder), so both encode alike: `btoa` and `TextEncoder` are globals in both.
 */
export function encodeJsonHeader(json: string): string {
  // Parsed and printed again: the header carries compact JSON whatever spacing the reader typed.
  const bytes = new TextEncoder().encode(JSON.stringify(JSON.parse(json)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The JSON a base64url header carries, pretty-printed; throws on anything else. */
export function decodeJsonHeader(value: string): string {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.stringify(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), null, 2);
}
