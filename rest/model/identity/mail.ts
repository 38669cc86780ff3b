import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The mail port: invitations (and later notifications) leave Joinery through it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** where mail goes, for the start-up log: an SMTP host or a folder */
  readonly destination: string;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written, as the same
 * RFC 822 text SMTP would carry, to a file under DATA_DIR/mail, so a local install and the tests can
 * read what was sent without a mail server.
 */
/** nodemailer loads with the first message (about 10 MB a server that sends none need not hold). */
const loadNodemailer = async () => (await import('nodemailer')).default;

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    let transport: Promise<Transporter> | undefined;
    return {
      destination: `SMTP ${new URL(smtpUrl).host}`,
      send: async (message) => {
        transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...message });
      },
    };
  }
  const folder = join(options.dataDir, 'mail');
  let transport: Promise<Transporter> | undefined;
  let sequence = 0;
  return {
    destination: `files in ${folder}`,
    send: async (message) => {
      transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
      const built = await (await transport).sendMail({ from: options.from, ...message });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^A-Za-z0-9@._-]/g, '_');
      await writeFile(join(folder, `${stamp}-${(++sequence).toString().padStart(4, '0')}-${safeTo}.eml`), built.message as Buffer);
    },
  };
}
