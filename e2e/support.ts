import type { APIRequestContext, Page } from '@playwright/test';

let sequence = 0;
/** Fields of a new fictitious business, unique in this run (the sandbox registry accepts the number). */
export function newBusiness() {
  sequence += 1;
  const n = `${Date.now() % 1e7}`.padStart(7, '0') + `${sequence}`.padStart(2, '0');
  return {
    businessName: 'مؤسسة نجد للتوريدات',
    registrationNumber: `7${n}`,
    name: 'عبدالله الشمري',
    nationalId: `1${n}`,
    city: 'الرياض',
    email: `owner${n}@example.sa`,
    password: 'Najd@2026x',
  };
}

/** The link in the newest mail to `email`, from the dev mailbox. */
export async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  const mail = await (await request.get(`/dev/mailbox/latest?to=${encodeURIComponent(email)}`)).json();
  const link = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no ${path} link in the mail to ${email}`);
  return link;
}

/** Mantine labels end with a required asterisk; match the label text at its start. */
export const label = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
