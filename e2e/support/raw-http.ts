/**
 * Raw HTTP over a TCP socket, for requests a browser or fetch would refuse to send (malformed
 * request lines, broken percent-encoding, conflicting headers), and a generated corpus of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './env';

export interface RawAnswer {
  /** The status of the first final response (1xx skipped), or null when the server closed without one. */
  status: number | null;
  /** That response's header block (status line and headers), or what arrived. */
  text: string;
  /** Its headers, names lower-cased (repeated ones joined with ", "). */
  headers: Record<string, string>;
}

/** The first final response's header block in `text`, once it has arrived whole. */
function finalHead(text: string): string | null {
  let rest = text;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (!/^HTTP\/1\.[01] \d{3}/.test(rest) || end === -1) return null;
    if (!/^HTTP\/1\.[01] 1\d\d/.test(rest)) return rest.slice(0, end);
    rest = rest.slice(end + 4);
  }
}

/**
 * Sends `bytes` to 127.0.0.1:`port` and reads the first final response's head. The socket is
 * not half-closed with the request: Node's HTTP server drops an answer still being prepared
 * (a file being read, a proxied call) when the client ends first, and the answer would read as
 * none. Only a request still waiting for more (a body it announced) is ended, halfway through
 * `timeoutMs`, so the server answers or closes.
 */
export function rawRequest(port: number, bytes: Buffer | string, timeoutMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(nudge);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const head = finalHead(text);
      const headers: Record<string, string> = {};
      for (const line of (head ?? '').split('\r\n').slice(1)) {
        const at = line.indexOf(':');
        if (at <= 0) continue;
        const name = line.slice(0, at).trim().toLowerCase();
        const value = line.slice(at + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      const match = head ? /^HTTP\/1\.[01] (\d{3})/.exec(head) : null;
      resolve({ status: match ? Number(match[1]) : null, text: head ?? text, headers });
    };
    const timer = setTimeout(done, timeoutMs);
    const nudge = setTimeout(() => socket.end(), timeoutMs / 2);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (c) => {
      chunks.push(c);
      if (finalHead(Buffer.concat(chunks).toString('latin1')) !== null) done();
    });
    socket.on('close', done);
    socket.on('error', done);
  });
}

/** A small seeded generator, so a failing corpus can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = [
  '/',
  '/login',
  '/users-list',
  '/customer-view/12',
  '/index.html',
  '/main.js',
  '/remoteEntry.js',
  '/mf-manifest.json',
  '/api/merchant/health',
  '/api/merchant/users/1',
  '/api/customer/customers/list',
];
const FRAGMENTS = [
  '%',
  '%E0%A4%A',
  '%E0%A4',
  '%ZZ',
  '%0',
  '%00',
  '%2e%2e/',
  '%2e%2e%2f',
  '../',
  '..\\',
  '%C0%AE%C0%AE/',
  '%FF%FE',
  '%u002e',
  '//',
  '\\',
  ';',
  '?',
  '?%',
  '#',
  '%%',
  '%2F',
  '%5C',
  'é',
  '\u202e',
  '\x7f',
  '\t',
  ' ',
  '%0d%0aSet-Cookie:x=1',
  '.%00.js',
  '~',
  '*',
];
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'BREW', 'get', 'G-E-T', ''];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1.1 extra', 'HTTP/1', ''];
const HEADERS = [
  '',
  'Range: bytes=9-1\r\n',
  'Range: bytes=abc-def\r\n',
  'Range: bytes=-5\r\n',
  'Range: bytes=99999999999999999999-\r\n',
  'Content-Length: -1\r\n',
  'Content-Length: 5\r\nContent-Length: 6\r\n',
  'Transfer-Encoding: chunked\r\n',
  'Transfer-Encoding: chunked\r\nContent-Length: 3\r\n',
  'If-None-Match: W/"\u0000"\r\n',
  'Accept-Encoding: ' + 'gzip,'.repeat(200) + '\r\n',
  'X-Forwarded-For: 1.2.3.4, not-an-ip, \u00ff\r\n',
  'Expect: 100-continue\r\n',
  'Bad Header: x\r\n',
  'X-Long: ' + 'a'.repeat(20_000) + '\r\n',
  'Content-Type: application/json\r\nContent-Length: 9\r\n',
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** `count` generated requests, plus the fixed cases every run sends. */
export function malformedRequests(count: number, seed = 13): string[] {
  const next = random(seed);
  const fixed = [
    'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET // HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
    'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n',
    'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    'GET /\r\n\r\n',
    'GET\r\n\r\n',
    '\u0000\u0001\u0002\r\n\r\n',
    `GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    'GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /%E0 HTTP/1.1\r\nHost: x\r\n\r\nGET /login HTTP/1.1\r\nHost: x\r\n\r\n',
    'POST /api/merchant/users/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{',
    'GET /main.js HTTP/1.1\r\nHost: x\r\nRange: bytes=500-2\r\n\r\n',
    // Paths the SPA answers with the console page although they look like files.
    'GET /.env HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /login(.x HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /%5c%5cevil.example HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /assets%2f..%2f..%2fpackage.json HTTP/1.1\r\nHost: x\r\n\r\n',
  ];
  const generated: string[] = [];
  for (let i = 0; i < count; i++) {
    let target = pick(next, PATHS);
    const mutations = 1 + Math.floor(next() * 3);
    for (let m = 0; m < mutations; m++) {
      const at = Math.floor(next() * (target.length + 1));
      target = target.slice(0, at) + pick(next, FRAGMENTS) + target.slice(at);
    }
    const version = pick(next, VERSIONS);
    const line = [pick(next, METHODS), target, version].filter(Boolean).join(' ');
    const body = next() < 0.2 ? '{"a":' : '';
    generated.push(`${line}\r\nHost: 127.0.0.1\r\n${pick(next, HEADERS)}\r\n${body}`);
  }
  return [...fixed, ...generated];
}

/** Starts `scripts/serve-apps.mjs` in a process of its own (so a crash shows as its exit) on a free port. */
export async function startStaticServer(options: {
  dir: string;
  spa?: boolean;
  apiUrl?: string;
}): Promise<{ port: number; child: ChildProcess; stop(): Promise<void> }> {
  const script = `
    const { serveApp } = await import(${JSON.stringify(path.join(ROOT, 'scripts', 'serve-apps.mjs'))});
    const server = await serveApp({ ...${JSON.stringify(options)}, port: 0, host: '127.0.0.1' });
    console.log('PORT ' + server.address().port);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}: ${stderr}`)));
  });
  return {
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
