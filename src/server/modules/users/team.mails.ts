import type { MemberRole } from '../../../contract/team/member-roles.js';
import type { Language } from '../../../contract/i18n/languages.js';
import type { OutgoingMail } from '../../platform/mail/mailer.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const roleNames: Record<Language, Record<MemberRole, string>> = {
  ar: {
    OWNER: 'مالك',
    REQUESTER: 'طالب شراء',
    APPROVER: 'معتمِد',
    FINANCE: 'مالية',
    VIEWER: 'مُطّلع',
    CATALOGUE_MANAGER: 'مدير الكتالوج',
    ORDER_HANDLER: 'منفّذ الطلبات',
  },
  en: {
    OWNER: 'Owner',
    REQUESTER: 'Requester',
    APPROVER: 'Approver',
    FINANCE: 'Finance',
    VIEWER: 'Viewer',
    CATALOGUE_MANAGER: 'Catalogue manager',
    ORDER_HANDLER: 'Order handler',
  },
};

/** Issue 26: the invitation to join a business's team, in the inviting owner's language. */
export function invitationMail(input: {
  to: string;
  businessName: string;
  invitedBy: string;
  roles: readonly MemberRole[];
  language: Language;
  url: string;
}): OutgoingMail {
  const ar = input.language === 'ar';
  const roles = input.roles.map((role) => roleNames[input.language][role]).join(ar ? '، ' : ', ');
  const subject = ar
    ? `دعوة للانضمام إلى فريق ${input.businessName} في توريد`
    : `Join ${input.businessName}'s team on Tawrid`;
  const lines = ar
    ? [
        `دعاك ${input.invitedBy} للانضمام إلى فريق ${input.businessName} في توريد بدور: ${roles}.`,
        'اختر اسمك وكلمة المرور من الرابط. ينتهي خلال 7 أيام.',
      ]
    : [
        `${input.invitedBy} invited you to join ${input.businessName}'s team on Tawrid as: ${roles}.`,
        'Choose your name and password from the link. It expires in 7 days.',
      ];
  const label = ar ? 'قبول الدعوة' : 'Accept the invitation';
  const footer = ar
    ? 'توريد سوق تجريبي: لا تتم فيه أي عمليات دفع أو شحن حقيقية. إذا لم تتوقع هذه الدعوة فتجاهل هذه الرسالة.'
    : 'Tawrid is a test marketplace: no real payment or shipping takes place. If you did not expect this invitation, ignore this email.';
  const text = [...lines, '', `${label}: ${input.url}`, '', footer].join('\n');
  const dir = ar ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:Arial,sans-serif;line-height:1.7">
${lines.map((line) => `<p>${escape(line)}</p>`).join('')}
<p><a href="${escape(input.url)}" style="background:#087f5b;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(label)}</a></p>
<p style="color:#666;font-size:13px">${escape(footer)}</p></body></html>`;
  return { to: input.to, subject, text, html };
}
