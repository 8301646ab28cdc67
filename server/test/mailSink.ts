import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the sink keeps of one message: its headers (a receipt's PDF is not parsed). */
export interface SunkMail {
  from: string;
  to: string;
  messageId: string;
}

export interface MailSink {
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true`, for SMTP_URL. */
  url: string;
  received: SunkMail[];
  close(): Promise<void>;
}

/** A header's value from a message's header block (folded lines joined). */
function header(head: string, name: string): string {
  const m = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return m ? m[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and keeps its
 * From, To and Message-ID, for tests that count what the API's processes
 * mailed (nodemailer speaks real SMTP to it). Only the header block is read:
 * hundreds of receipts, each with its PDF, cost the test no parsing.
 */
export async function startMailSink(): Promise<MailSink> {
  const received: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let head = '';
      let complete = false;
      stream.on('data', (chunk: Buffer) => {
        if (complete) return;
        head += chunk.toString('latin1');
        const end = head.search(/\r?\n\r?\n/);
        if (end >= 0) {
          head = head.slice(0, end);
          complete = true;
        }
      });
      stream.on('end', () => {
        received.push({ from: header(head, 'From'), to: header(head, 'To'), messageId: header(head, 'Message-ID') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
