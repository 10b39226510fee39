import type { Language } from '../../../contract/i18n/languages.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';
import { notificationText, type NotificationParams } from '../notifications/notifications.service.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const greeting = { en: (name: string) => `Hello ${name},`, ar: (name: string) => `مرحبًا ${name}،` };
const signature = { en: 'The Tawrid team', ar: 'فريق توريد' };

/**
 * Issue 25: what Tawrid decided about the business, by mail in its language: the notification's fixed
 * text in that language, then the operator's reason as written.
 */
export function trustMail({
  to,
  name,
  language,
  params,
}: {
  to: string;
  name: string;
  language: Language;
  params: NotificationParams['TRUST_AND_SAFETY'];
}): OutgoingMail {
  const lang: Language = language === 'ar' ? 'ar' : 'en';
  const text = notificationText('TRUST_AND_SAFETY', params, null)[lang];
  const lines = [greeting[lang](name), '', text.content, '', signature[lang]];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.7">${lines
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('')}</body></html>`;
  return { to, subject: `${text.title} — Tawrid`, text: lines.join('\n'), html };
}
