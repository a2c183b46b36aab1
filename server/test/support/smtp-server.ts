import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A minimal real SMTP server on 127.0.0.1 (RFC 5321 without TLS or AUTH: greeting, EHLO/HELO,
 * MAIL FROM, RCPT TO, DATA with dot-stuffing, RSET, NOOP, QUIT) that keeps what it receives.
 */

export interface CapturedMail {
  from: string;
  to: string[];
  /** The message as transmitted (dot-stuffing undone). */
  raw: string;
  /** Header names lowercased, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpTestServer {
  port: number;
  /** An SMTP_URL for this server. */
  url: string;
  /** Every message received, oldest first. */
  messages: CapturedMail[];
  /** Every command line received, in order (for protocol assertions). */
  commands: string[];
  /** Resolves with the oldest message not yet claimed by an earlier call. */
  nextMessage(timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

interface MimePart {
  headers: Record<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Seu_v=C3=ADdeo?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return Buffer.from(part.body, 'latin1').toString('utf8');
}

/** The text/plain and text/html bodies, however deep the multipart nesting. */
function collectBodies(part: MimePart, into: { text: string; html: string }): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collectBodies(parsePart(section.replace(/^\r\n/, '').replace(/\r\n$/, '')), into);
    }
    return;
  }
  if (/^text\/html/i.test(type)) into.html = decodeBody(part);
  else if (/^text\/plain/i.test(type)) into.text = decodeBody(part);
}

export function parseMessage(
  raw: string,
): Pick<CapturedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const root = parsePart(raw);
  const bodies = { text: '', html: '' };
  collectBodies(root, bodies);
  return { headers: root.headers, subject: root.headers.subject ?? '', ...bodies };
}

const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();

export async function startSmtpServer(
  options: { rejectRecipients?: RegExp } = {},
): Promise<SmtpTestServer> {
  const messages: CapturedMail[] = [];
  const unclaimed: CapturedMail[] = [];
  const commands: string[] = [];
  const waiting: Array<(mail: CapturedMail) => void> = [];
  const sockets = new Set<Socket>();

  const deliver = (mail: CapturedMail) => {
    messages.push(mail);
    const waiter = waiting.shift();
    if (waiter) waiter(mail);
    else unclaimed.push(mail);
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    let inData = false;
    let dataLines: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const reset = () => {
      from = '';
      to = [];
      dataLines = [];
    };

    const onLine = (line: string) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          const raw = dataLines.join('\r\n');
          deliver({ from, to, raw, ...parseMessage(raw) });
          reset();
          reply('250 2.0.0 OK: queued');
          return;
        }
        dataLines.push(line.startsWith('..') ? line.slice(1) : line);
        return;
      }
      commands.push(line);
      const [verb, ...rest] = line.split(' ');
      const arg = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          socket.write(
            `250-cena-test greets ${arg}\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 10485760\r\n`,
          );
          return;
        case 'HELO':
          return void reply('250 cena-test');
        case 'MAIL':
          reset();
          from = address(arg.replace(/^FROM:/i, ''));
          return void reply('250 2.1.0 OK');
        case 'RCPT': {
          const rcpt = address(arg.replace(/^TO:/i, ''));
          if (options.rejectRecipients?.test(rcpt))
            return void reply('550 5.1.1 Mailbox unavailable');
          to.push(rcpt);
          return void reply('250 2.1.5 OK');
        }
        case 'DATA':
          if (!from || to.length === 0) return void reply('503 5.5.1 Need MAIL and RCPT first');
          inData = true;
          return void reply('354 End data with <CR><LF>.<CR><LF>');
        case 'RSET':
          reset();
          return void reply('250 2.0.0 OK');
        case 'NOOP':
          return void reply('250 2.0.0 OK');
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not implemented');
      }
    };

    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
        // latin1 keeps every byte as is; bodies are decoded as UTF-8 once parsed.
        onLine(pending.subarray(0, end).toString('latin1'));
        pending = pending.subarray(end + 2);
      }
    });
    reply('220 cena-test ESMTP ready');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    commands,
    nextMessage(timeoutMs = 5000) {
      const ready = unclaimed.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no SMTP message arrived')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
