// The WhatsApp Business Cloud API on a loopback port, for the delivery tests:
// POST /{version}/{phoneNumberId}/media (multipart: messaging_product, type, file) -> {id};
// POST /{version}/{phoneNumberId}/messages (a template with a document header) -> {messages:[{id}]}.
// It checks the bearer token and the shape of each request (a wrong one answers 400 and is
// listed in `problems`), records every call, and can be told to fail the next calls the ways
// the real API does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP_TOKEN = 'EAAG-fake-token-do-not-leak-123456';
export const FAKE_PHONE_NUMBER_ID = '109876543210';

export interface FakeWhatsappCall {
  method: string;
  path: string;
  /** 'media' or 'messages' (or the raw path when neither). */
  endpoint: string;
  authorization: string | null;
  contentType: string | null;
  /** Messages: the JSON body. */
  json?: Record<string, unknown>;
  /** Media: the form fields other than the file. */
  fields?: Record<string, string>;
  /** Media: the uploaded file. */
  file?: { name: string; type: string; bytes: Buffer };
  /** What the fake answered. */
  status: number;
}

/** rate-limit: 429 with Retry-After; server-error: 500; outside-window: 400 code 131047;
 * echo-token: 400 whose message repeats the Authorization header (a careless proxy). */
export type FakeFailure = 'rate-limit' | 'server-error' | 'outside-window' | 'echo-token';

export interface FakeWhatsapp {
  /** The WHATSAPP_API_URL to configure (with the version segment). */
  apiUrl: string;
  calls: FakeWhatsappCall[];
  /** Shape violations seen (empty when every request was right). */
  problems: string[];
  /** Ids of the media uploaded, in order. */
  mediaIds: string[];
  /** Ids of the messages accepted, in order. */
  messageIds: string[];
  /** The next `count` calls (of `on`, or of any endpoint) fail so. */
  failNext(
    failure: FakeFailure,
    count?: number,
    options?: { on?: 'media' | 'messages'; retryAfter?: number },
  ): void;
  close(): Promise<void>;
}

interface PendingFailure {
  failure: FakeFailure;
  remaining: number;
  on?: 'media' | 'messages';
  retryAfter: number;
}

export async function startFakeWhatsapp(
  options: { token?: string; phoneNumberId?: string } = {},
): Promise<FakeWhatsapp> {
  const token = options.token ?? FAKE_WHATSAPP_TOKEN;
  const phoneNumberId = options.phoneNumberId ?? FAKE_PHONE_NUMBER_ID;
  const calls: FakeWhatsappCall[] = [];
  const problems: string[] = [];
  const mediaIds: string[] = [];
  const messageIds: string[] = [];
  const failures: PendingFailure[] = [];
  let sequence = 0;

  const answer = (res: http.ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
    return status;
  };
  const badRequest = (res: http.ServerResponse, problem: string) => {
    problems.push(problem);
    return answer(res, 400, {
      error: { message: `(#100) ${problem}`, type: 'OAuthException', code: 100 },
    });
  };

  const takeFailure = (endpoint: string): PendingFailure | null => {
    const pending = failures.find((f) => f.remaining > 0 && (!f.on || f.on === endpoint));
    if (!pending) return null;
    pending.remaining -= 1;
    return pending;
  };

  const fail = (res: http.ServerResponse, pending: PendingFailure, authorization: string) => {
    switch (pending.failure) {
      case 'rate-limit':
        return answer(
          res,
          429,
          { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 } },
          { 'retry-after': String(pending.retryAfter) },
        );
      case 'server-error':
        return answer(res, 500, {
          error: { message: 'An unknown error occurred', type: 'OAuthException', code: 131000 },
        });
      case 'outside-window':
        return answer(res, 400, {
          error: {
            message: '(#131047) Re-engagement message',
            type: 'OAuthException',
            code: 131047,
            error_data: {
              messaging_product: 'whatsapp',
              details: 'Message failed to send because more than 24 hours have passed',
            },
          },
        });
      case 'echo-token':
        return answer(res, 400, {
          error: { message: `Bad header ${authorization}`, title: `Bad header ${authorization}` },
        });
    }
  };

  async function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/v[\d.]+\/([^/]+)\/(media|messages)$/.exec(url.pathname);
    const endpoint = match?.[2] ?? url.pathname;
    const call: FakeWhatsappCall = {
      method: req.method ?? '',
      path: url.pathname,
      endpoint,
      authorization: req.headers.authorization ?? null,
      contentType: req.headers['content-type'] ?? null,
      status: 0,
    };
    calls.push(call);
    if (req.method !== 'POST' || !match) {
      call.status = answer(res, 404, { error: { message: 'Unknown path', code: 100 } });
      return;
    }
    if (match[1] !== phoneNumberId) {
      call.status = badRequest(res, `unknown phone number id ${match[1]}`);
      return;
    }
    if (call.authorization !== `Bearer ${token}`) {
      call.status = answer(res, 401, {
        error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
      });
      return;
    }
    const pending = takeFailure(endpoint);
    if (pending) {
      call.status = fail(res, pending, call.authorization);
      return;
    }
    if (endpoint === 'media') {
      if (!/^multipart\/form-data;\s*boundary=/i.test(call.contentType ?? '')) {
        call.status = badRequest(res, `media: content type ${call.contentType}`);
        return;
      }
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': call.contentType! },
        body: new Uint8Array(body),
      }).formData();
      const fields: Record<string, string> = {};
      let file: FakeWhatsappCall['file'];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else if (name === 'file') {
          file = {
            name: value.name,
            type: value.type,
            bytes: Buffer.from(await value.arrayBuffer()),
          };
        }
      }
      call.fields = fields;
      call.file = file;
      if (fields.messaging_product !== 'whatsapp')
        return void (call.status = badRequest(res, 'media: messaging_product is not whatsapp'));
      if (!fields.type) return void (call.status = badRequest(res, 'media: no type'));
      if (!file) return void (call.status = badRequest(res, 'media: no file'));
      if (
        fields.type === 'application/pdf' &&
        !file.bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))
      )
        return void (call.status = badRequest(res, 'media: the file is not a PDF'));
      const id = `media-${++sequence}`;
      mediaIds.push(id);
      call.status = answer(res, 200, { id });
      return;
    }
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      call.status = badRequest(res, 'messages: body is not JSON');
      return;
    }
    call.json = json;
    const problem = templateProblem(json, mediaIds);
    if (problem) return void (call.status = badRequest(res, `messages: ${problem}`));
    const id = `wamid.FAKE${String(++sequence).padStart(6, '0')}`;
    messageIds.push(id);
    call.status = answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: json.to, wa_id: json.to }],
      messages: [{ id, message_status: 'accepted' }],
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks), res).catch((error: unknown) => {
        problems.push(`fake crashed: ${String(error)}`);
        if (!res.headersSent) answer(res, 500, { error: { message: 'fake crashed', code: 1 } });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    calls,
    problems,
    mediaIds,
    messageIds,
    failNext(failure, count = 1, opts = {}) {
      failures.push({ failure, remaining: count, on: opts.on, retryAfter: opts.retryAfter ?? 30 });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** What is wrong with a template message, or null. */
function templateProblem(json: Record<string, unknown>, mediaIds: string[]): string | null {
  if (json.messaging_product !== 'whatsapp') return 'messaging_product is not whatsapp';
  if (typeof json.to !== 'string' || !/^\d{11,15}$/.test(json.to))
    return `bad to ${String(json.to)}`;
  if (json.type !== 'template') return 'type is not template';
  const template = json.template as Record<string, unknown> | undefined;
  if (!template || typeof template.name !== 'string' || !template.name) return 'no template name';
  const language = template.language as { code?: unknown } | undefined;
  if (typeof language?.code !== 'string') return 'no language code';
  const components = template.components as
    { type?: string; parameters?: Record<string, unknown>[] }[] | undefined;
  if (!Array.isArray(components)) return 'no components';
  const header = components.find((c) => c.type === 'header');
  const document = header?.parameters?.[0] as
    { type?: string; document?: { id?: unknown; filename?: unknown } } | undefined;
  if (document?.type !== 'document') return 'header is not a document';
  if (typeof document.document?.id !== 'string' || !mediaIds.includes(document.document.id))
    return `unknown document id ${String(document.document?.id)}`;
  if (typeof document.document.filename !== 'string' || !document.document.filename)
    return 'document without filename';
  const bodyParams = components.find((c) => c.type === 'body')?.parameters ?? [];
  if (bodyParams.length === 0) return 'no body parameters';
  for (const p of bodyParams) {
    if (p.type !== 'text' || typeof p.text !== 'string' || !p.text) return 'bad body parameter';
    if (/[\n\t]| {5,}/.test(p.text)) return 'body parameter with newline, tab or 5 spaces';
  }
  return null;
}
