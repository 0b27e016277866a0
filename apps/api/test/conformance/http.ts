// The conformance run's requests over a real socket (node:http, so the path goes out exactly as
// written: no client normalises `..` or re-encodes it), and each one as a curl line that replays it
// (docs/security.md "The conformance run").
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface Sent {
  method: string;
  /** The path and query, already percent-encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/**
 * One connection per request: a kept-alive socket the server closes while the next request leaves
 * would read as a server that hung up (Node's keep-alive race), which it is not.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: 1 });

/** Sends one request to the server at `base` (`http://127.0.0.1:3911`); a timeout is an error. */
export function send(base: string, request: Sent, timeoutMs = 60_000): Promise<Answer> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...request.headers,
          ...(request.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(request.body)) }
            : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** A shell word: `'…'`, or `$'…'` with escapes when the text holds a control character. */
function quote(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f-\u009f']/.test(text)) return `'${text}'`;
  const escaped = [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === "'" || char === '\\') return `\\${char}`;
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
        return `\\u${code.toString(16).padStart(4, '0')}`;
      }
      return char;
    })
    .join('');
  return `$'${escaped}'`;
}

/**
 * The request as a curl command line that sends it again (`--path-as-is`: the path unchanged). A
 * body over 2,000 characters is written to a file beside the report and sent from it.
 */
export function curlLine(base: string, request: Sent, label: string): string {
  const parts = ['curl', '-sS', '-i', '--path-as-is', '-X', request.method];
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push('-H', quote(`${name}: ${value}`));
  }
  if (request.body !== undefined && request.body.length > 2_000) {
    const file = path.join(os.tmpdir(), `${label}.body`);
    writeFileSync(file, request.body);
    parts.push('--data-binary', quote(`@${file}`));
  } else if (request.body !== undefined) {
    parts.push('--data-binary', quote(request.body));
  }
  parts.push(quote(`${base}${request.path}`));
  return parts.join(' ');
}

/** Closes the agent's sockets, so a test process ends. */
export function closeConnections(): void {
  agent.destroy();
}
