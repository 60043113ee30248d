/** Escapes text for HTML the Worker writes itself (mails, the docs page, the dev mailbox). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
