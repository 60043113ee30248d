import { escapeHtml } from '../html'
import { m } from '../paraglide/messages'
import type { Mail } from '../providers/mail/mailer'
import type { Locale } from './context'

function codeMail(to: string, subject: string, intro: string, code: string, footer: string): Mail {
  return {
    to,
    subject,
    text: `${intro}\n\n${code}\n\n${footer}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p style="color:#6b7280">${escapeHtml(footer)}</p></body></html>`,
  }
}

export function verificationMail(to: string, code: string, minutes: number, locale: Locale): Mail {
  const options = { locale }
  return codeMail(
    to,
    m.mail_verify_subject({}, options),
    m.mail_verify_intro({ minutes: String(minutes) }, options),
    code,
    m.mail_ignore_footer({}, options),
  )
}

export function passwordResetMail(to: string, code: string, minutes: number, locale: Locale): Mail {
  const options = { locale }
  return codeMail(
    to,
    m.mail_reset_subject({}, options),
    m.mail_reset_intro({ minutes: String(minutes) }, options),
    code,
    m.mail_ignore_footer({}, options),
  )
}

/** To the new address of an admin's e-mail change: the link that confirms it. */
export function emailChangeMail(to: string, username: string, link: string, hours: number, locale: Locale): Mail {
  const options = { locale }
  const intro = m.mail_email_change_intro({ username, hours: String(hours) }, options)
  const footer = m.mail_email_change_footer({}, options)
  return {
    to,
    subject: m.mail_email_change_subject({}, options),
    text: `${intro}\n\n${link}\n\n${footer}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#6b7280">${escapeHtml(footer)}</p></body></html>`,
  }
}
