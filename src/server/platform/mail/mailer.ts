/** One message as the application writes it: both a plain-text and an HTML version. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where outgoing mail goes: SMTP when configured, otherwise the dev mailbox (architecture: Email). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
