import type { Language } from '../../../contract/i18n/languages.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One mail in the user's language: plain text for every client, and a simple right-to-left-aware HTML. */
function compose(options: {
  to: string;
  language: Language;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
}): OutgoingMail {
  const dir = options.language === 'ar' ? 'rtl' : 'ltr';
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    `${options.action.label}: ${options.action.url}`,
    '',
    options.footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${options.language}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.7">
<p>${escape(options.greeting)}</p>${options.lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(options.action.url)}" style="background:#087f5b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(options.action.label)}</a></p>
<p style="color:#666;font-size:13px">${escape(options.footer)}</p></body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

const footer = {
  en: 'Tawrid is a test marketplace: no real payment or shipping takes place. If you did not ask for this, ignore this email.',
  ar: 'توريد سوق تجريبي: لا تتم فيه أي عمليات دفع أو شحن حقيقية. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
};

export function verificationMail(input: {
  to: string;
  name: string;
  language: Language;
  url: string;
}): OutgoingMail {
  const ar = input.language === 'ar';
  return compose({
    ...input,
    subject: ar ? 'أكّد بريدك الإلكتروني في توريد' : 'Verify your email for Tawrid',
    greeting: ar ? `مرحبًا ${input.name}،` : `Hello ${input.name},`,
    lines: ar
      ? [
          'شكرًا لتسجيل منشأتك في توريد. أكّد بريدك الإلكتروني لتبدأ الشراء والبيع.',
          'ينتهي هذا الرابط خلال 24 ساعة.',
        ]
      : [
          'Thank you for registering your business on Tawrid. Verify your email to start buying and selling.',
          'This link expires in 24 hours.',
        ],
    action: { label: ar ? 'تأكيد البريد الإلكتروني' : 'Verify email', url: input.url },
    footer: footer[input.language],
  });
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  language: Language;
  url: string;
}): OutgoingMail {
  const ar = input.language === 'ar';
  return compose({
    ...input,
    subject: ar ? 'إعادة تعيين كلمة المرور في توريد' : 'Reset your Tawrid password',
    greeting: ar ? `مرحبًا ${input.name}،` : `Hello ${input.name},`,
    lines: ar
      ? [
          'طلبتَ إعادة تعيين كلمة المرور. يعمل هذا الرابط مرة واحدة وينتهي خلال 30 دقيقة.',
          'بعد التغيير سيُسجَّل خروجك من جميع الأجهزة.',
        ]
      : [
          'You asked to reset your password. This link works once and expires in 30 minutes.',
          'After the change you will be logged out on every device.',
        ],
    action: { label: ar ? 'تعيين كلمة مرور جديدة' : 'Set a new password', url: input.url },
    footer: footer[input.language],
  });
}
