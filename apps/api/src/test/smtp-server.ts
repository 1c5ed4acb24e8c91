import { createServer, type Server } from 'node:net';

/**
 * A minimal SMTP server on a local port (RFC 5321 happy path: EHLO, MAIL, RCPT, DATA, QUIT), so
 * the mailer's SMTP branch runs for real. Each message's text lands in `received`. With
 * `greeting`, a new connection is greeted only once the promise it returns resolves: a sender
 * stays stuck until the test lets it through.
 */
export function startSmtp(
  received: string[],
  opts: { greeting?: () => Promise<void> } = {},
): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    void (opts.greeting?.() ?? Promise.resolve()).then(() => {
      if (!socket.destroyed) socket.write('220 localhost ESMTP test\r\n');
    });
    socket.on('error', () => {}); // a client that gives up is not the test's failure
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl === -1) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (cmd === 'DATA') {
          data = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    }),
  );
}
