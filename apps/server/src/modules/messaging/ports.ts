/** An e-mail as the platform sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Delivers e-mail: nodemailer over SMTP (to the local sink, or to a real server). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/** Delivers SMS: the local outbox, or an HTTP provider. */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}
