// Starts the local OpenID Connect provider (oidcProviderProcess.mjs, oidc-provider on
// 127.0.0.1) for the single sign-on tests, and signs in on its development login form without
// a browser (server tests): follow the authorization URL, post the login, follow the redirects
// back to the Surtidor callback, and hand back what the provider put in it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export const OIDC_CLIENT_SECRET = 'secreto-de-prueba';

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startLocalOidcProvider(redirectUris: string[]): Promise<LocalOidcProvider> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'oidcProviderProcess.mjs')],
    {
      env: { ...process.env, OIDC_REDIRECT_URIS: redirectUris.join(','), NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) =>
      reject(new Error(`the local OpenID provider exited (${code}): ${stderr}`)),
    );
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Cookies by name, as a browser would keep them for the provider's one host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs in as `login` at the provider, starting from Surtidor's authorization URL, and answers
 * the query the provider sends back to the callback (code, state, iss; or error).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<URLSearchParams> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let body: URLSearchParams | null = null;
  for (let hop = 0; hop < 15; hop++) {
    if (url.startsWith(callbackPrefix)) return new URL(url).searchParams;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ?? undefined,
    });
    jar.store(response);
    body = null;
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !html.includes('name="login"')) {
      throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 500)}`);
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = new URLSearchParams({ prompt: 'login', login, password: 'cualquiera' });
  }
  throw new Error('too many redirects at the provider');
}
