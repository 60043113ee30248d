/** One e-mail, already in the reader's language. */
export type Mail = { to: string; subject: string; text: string; html: string }

/** Sends mail; `false` means it was not sent (and the adapter logged why). */
export interface Mailer {
  send(mail: Mail): Promise<boolean>
}
