/**
 * A local identity provider for development and tests (`npm run dev:idp`), speaking what
 * @auth0/auth0-spa-js speaks: silent authorize (`prompt=none`, `response_mode=web_message`) in an
 * iframe, the token endpoint with PKCE, RS256-signed ID tokens with a JWKS, userinfo, and logout
 * with `returnTo`. It listens on 127.0.0.1 only.
 *
 * Test helpers (not part of any real provider):
 *   GET  /test/login?sub=&name=&email=&picture=&returnTo=  signs a test user in (sets the session cookie)
 *   POST /test/behaviour {"authorize":"ok"|"server_error","token":"ok"|"server_error"}  simulates failures
 *   POST /test/reset                                       forgets sessions and behaviours
 */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface IdpOptions {
  port: number;
  host?: string;
  clientId: string;
  /** Token lifetime in seconds. */
  tokenLifetime?: number;
}

interface User {
  sub: string;
  name: string;
  email: string;
  picture: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  scope: string;
  user: User;
  expires: number;
}

const SESSION_COOKIE = 'local_idp_session';
const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const randomId = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

/** Only local sites may use this provider. */
const isAllowedOrigin = (url: string) => {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost');
  } catch {
    return false;
  }
};

function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(
          req.headers['content-type']?.includes('application/json')
            ? (JSON.parse(raw || '{}') as Record<string, string>)
            : Object.fromEntries(new URLSearchParams(raw)),
        );
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function cookies(req: http.IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0])),
  );
}

/** The silent-authentication answer: a page that posts the result to the opener frame. */
function webMessagePage(targetOrigin: string, response: Record<string, string>): string {
  const message = JSON.stringify({ type: 'authorization_response', response });
  return `<!doctype html><html><head><title>Authorization response</title></head><body><script>
window.parent.postMessage(${message}, ${JSON.stringify(targetOrigin)});
</script></body></html>`;
}

function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#2149b8"/><text x="32" y="40" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

/** Creates the provider's request handler (exported for tests that run it in-process). */
export function createIdp(options: IdpOptions) {
  const issuer = `http://${options.host ?? '127.0.0.1'}:${options.port}/`;
  const lifetime = options.tokenLifetime ?? 3600;
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomId(8);
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const sessions = new Map<string, User>();
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, User>();
  let behaviour: { authorize: string; token: string } = { authorize: 'ok', token: 'ok' };

  const sign = (claims: Record<string, unknown>) => {
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
    const payload = base64url(JSON.stringify(claims));
    const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey);
    return `${header}.${payload}.${base64url(signature)}`;
  };

  const userFrom = (params: URLSearchParams): User => {
    const sub = params.get('sub') || 'test-user';
    const name = params.get('name') || 'Ada Lovelace';
    return {
      sub,
      name,
      email: params.get('email') || 'ada@tracker.example',
      picture: params.get('picture') ?? `${issuer}avatars/${encodeURIComponent(sub)}.svg?name=${encodeURIComponent(name)}`,
    };
  };

  const handler: http.RequestListener = async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin && isAllowedOrigin(origin)
        ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
        : {};
    const send = (status: number, body: string | object, headers: Record<string, string> = {}) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...cors, ...headers }).end(text);
    };

    try {
      if (req.method === 'OPTIONS') {
        res
          .writeHead(204, {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
            'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'content-type'),
            'Access-Control-Max-Age': '600',
          })
          .end();
        return;
      }

      switch (url.pathname) {
        case '/.well-known/openid-configuration':
          return send(200, {
            issuer,
            authorization_endpoint: `${issuer}authorize`,
            token_endpoint: `${issuer}oauth/token`,
            userinfo_endpoint: `${issuer}userinfo`,
            jwks_uri: `${issuer}.well-known/jwks.json`,
            end_session_endpoint: `${issuer}v2/logout`,
            response_types_supported: ['code'],
            response_modes_supported: ['query', 'web_message'],
            code_challenge_methods_supported: ['S256'],
            id_token_signing_alg_values_supported: ['RS256'],
          });

        case '/.well-known/jwks.json':
          return send(200, { keys: [jwk] });

        case '/authorize': {
          const p = url.searchParams;
          const redirectUri = p.get('redirect_uri') ?? '';
          if (p.get('client_id') !== options.clientId || !isAllowedOrigin(redirectUri)) {
            return send(400, 'Unknown client or redirect_uri not allowed.');
          }
          const target = new URL(redirectUri).origin;
          const state = p.get('state') ?? '';
          const reply = (response: Record<string, string>) =>
            res
              .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
              .end(webMessagePage(target, { ...response, state }));
          if (p.get('response_mode') !== 'web_message' || p.get('prompt') !== 'none') {
            // Interactive login belongs to the admin app; this provider only does silent checks.
            return send(
              400,
              'This local provider only supports silent authentication (prompt=none, response_mode=web_message). Sign a test user in with /test/login.',
            );
          }
          if (behaviour.authorize !== 'ok') {
            return reply({ error: behaviour.authorize, error_description: 'The identity provider failed to answer' });
          }
          const user = sessions.get(cookies(req)[SESSION_COOKIE] ?? '');
          if (!user) return reply({ error: 'login_required', error_description: 'Login required' });
          if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) {
            return reply({ error: 'invalid_request', error_description: 'PKCE with S256 is required' });
          }
          const code = randomId();
          codes.set(code, {
            clientId: options.clientId,
            redirectUri,
            codeChallenge: p.get('code_challenge') ?? '',
            nonce: p.get('nonce') ?? '',
            scope: p.get('scope') ?? 'openid',
            user,
            expires: Date.now() + 60_000,
          });
          return reply({ code });
        }

        case '/oauth/token': {
          if (req.method !== 'POST') return send(405, { error: 'invalid_request' });
          if (behaviour.token !== 'ok') return send(500, { error: behaviour.token, error_description: 'The token endpoint failed' });
          const body = await readBody(req);
          const pending = codes.get(body.code ?? '');
          codes.delete(body.code ?? '');
          if (body.grant_type !== 'authorization_code' || !pending || pending.expires < Date.now()) {
            return send(403, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
          }
          const challenge = crypto
            .createHash('sha256')
            .update(body.code_verifier ?? '')
            .digest('base64url');
          if (body.client_id !== pending.clientId || body.redirect_uri !== pending.redirectUri || challenge !== pending.codeChallenge) {
            return send(403, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
          }
          const now = Math.floor(Date.now() / 1000);
          const accessToken = randomId(32);
          accessTokens.set(accessToken, pending.user);
          const idToken = sign({
            iss: issuer,
            aud: pending.clientId,
            sub: pending.user.sub,
            iat: now,
            exp: now + lifetime,
            nonce: pending.nonce,
            name: pending.user.name,
            email: pending.user.email,
            picture: pending.user.picture,
          });
          return send(200, {
            access_token: accessToken,
            id_token: idToken,
            token_type: 'Bearer',
            expires_in: lifetime,
            scope: pending.scope,
          });
        }

        case '/userinfo': {
          const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
          const user = accessTokens.get(token);
          return user ? send(200, user) : send(401, { error: 'invalid_token' });
        }

        case '/v2/logout': {
          const id = cookies(req)[SESSION_COOKIE];
          if (id) sessions.delete(id);
          const returnTo = url.searchParams.get('returnTo') ?? '';
          const clear = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
          if (returnTo && isAllowedOrigin(returnTo)) {
            res.writeHead(302, { Location: returnTo, 'Set-Cookie': clear }).end();
            return;
          }
          return send(200, 'Signed out.', { 'Set-Cookie': clear });
        }

        case '/test/login': {
          const user = userFrom(url.searchParams);
          const id = randomId();
          sessions.set(id, user);
          const cookie = `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
          const returnTo = url.searchParams.get('returnTo');
          if (returnTo && isAllowedOrigin(returnTo)) {
            res.writeHead(302, { Location: returnTo, 'Set-Cookie': cookie }).end();
            return;
          }
          return send(200, { signedIn: user }, { 'Set-Cookie': cookie });
        }

        case '/test/behaviour': {
          const body = await readBody(req);
          behaviour = { authorize: body.authorize ?? 'ok', token: body.token ?? 'ok' };
          return send(200, behaviour);
        }

        case '/test/reset':
          sessions.clear();
          codes.clear();
          accessTokens.clear();
          behaviour = { authorize: 'ok', token: 'ok' };
          return send(200, { reset: true });

        default:
          if (url.pathname.startsWith('/avatars/')) {
            const name = url.searchParams.get('name') ?? path.basename(url.pathname, '.svg');
            res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600', ...cors }).end(avatarSvg(name));
            return;
          }
          return send(404, 'Not found.');
      }
    } catch (error) {
      return send(500, { error: 'server_error', error_description: (error as Error).message });
    }
  };
  return { handler, issuer };
}

/** Starts the provider on 127.0.0.1 (or `host`); resolves once it listens. */
export function startIdp(options: IdpOptions): Promise<{ server: http.Server; issuer: string }> {
  const { handler, issuer } = createIdp(options);
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve({ server, issuer }));
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.IDP_PORT ?? '9400' },
      'client-id': { type: 'string', default: process.env.IDP_CLIENT_ID ?? 'developer-portal-local' },
    },
  });
  startIdp({ port: Number(values.port), clientId: values['client-id'] }).then(
    ({ issuer }) => {
      console.log(`Local identity provider: ${issuer}  (client id "${values['client-id']}")`);
      console.log(`Sign a test user in: ${issuer}test/login?returnTo=http://localhost:9000/docs/`);
    },
    (error: Error) => {
      console.error(`Could not start the identity provider: ${error.message}`);
      process.exit(1);
    },
  );
  process.on('SIGINT', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}
