import type { Language } from '../../../contract/i18n/languages.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const roleNames: Record<Language, Record<string, string>> = {
  ar: { ADMIN: 'مدير', TRUST_AND_SAFETY: 'الثقة والأمان', FINANCE: 'المالية', SUPPORT: 'الدعم' },
  en: { ADMIN: 'Admin', TRUST_AND_SAFETY: 'Trust & safety', FINANCE: 'Finance', SUPPORT: 'Support' },
};

/** Issue 25: an admin invited an operator; the link sets a password and an authenticator (72 hours, once). */
export function operatorInvitationMail(input: {
  to: string;
  name: string;
  role: string;
  invitedBy: string;
  language: Language;
  url: string;
}): OutgoingMail {
  const ar = input.language === 'ar';
  const role = roleNames[input.language][input.role] ?? input.role;
  const subject = ar ? 'دعوة إلى لوحة تشغيل توريد' : 'Your invitation to the Tawrid operator console';
  const greeting = ar ? `مرحبًا ${input.name}،` : `Hello ${input.name},`;
  const lines = ar
    ? [
        `دعاك ${input.invitedBy} إلى لوحة تشغيل توريد بدور «${role}».`,
        'افتح الرابط لتختار كلمة مرور وتربط تطبيق مصادقة (مثل Google Authenticator أو Microsoft Authenticator). ينتهي الرابط خلال 72 ساعة ويُستخدم مرة واحدة.',
      ]
    : [
        `${input.invitedBy} invited you to the Tawrid operator console as ${role}.`,
        'Open the link to choose a password and connect an authenticator app (such as Google Authenticator or Microsoft Authenticator). The link expires in 72 hours and works once.',
      ];
  const label = ar ? 'إعداد الحساب' : 'Set up your account';
  const footer = ar
    ? 'إذا لم تتوقع هذه الدعوة فتجاهل هذه الرسالة.'
    : 'If you did not expect this invitation, ignore this email.';
  const dir = ar ? 'rtl' : 'ltr';
  const text = [greeting, '', ...lines, '', `${label}: ${input.url}`, '', footer].join('\n');
  const html = `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.7">
<p>${escape(greeting)}</p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(input.url)}" style="background:#087f5b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(label)}</a></p>
<p style="color:#666;font-size:13px">${escape(footer)}</p></body></html>`;
  return { to: input.to, subject, text, html };
}
