import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoSupplier, mailedLink, newBusiness } from './support.js';

/*
 * Issue 11: a person who uses only the keyboard. Every control is reached with Tab (Shift+Tab when it is
 * behind), used with Enter, Space, the arrow keys and typing; nothing is clicked and no field is filled
 * by the test. Locators only say where focus must arrive. Each stop checks that focus is visible.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached (a trap, or unreachable). */
async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target} was not reached with ${maxPresses} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`,
  );
}

/** The focused element shows it: an outline or a ring drawn by box-shadow, as keyboard focus. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // The ring is on the element, or on the box around it (the input of a password or multi-select
    // field sits inside one, one or two levels up).
    const hasRing = [element, element.parentElement, element.parentElement?.parentElement].some(
      (candidate) => {
        if (!candidate) return false;
        const style = getComputedStyle(candidate);
        return (
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
        );
      },
    );
    return {
      element: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      isFocusVisible: element.matches(':focus-visible'),
      hasRing,
    };
  });
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus!.isFocusVisible, `${focus!.element} matches :focus-visible`).toBe(true);
  expect(focus!.hasRing, `${focus!.element} shows a focus ring`).toBe(true);
}

const typeText = (page: Page, text: string) => page.keyboard.type(text, { delay: 10 });

test('a person using only the keyboard signs up in Arabic, verifies the email, finds a product, adds it to the cart and pays with the test card', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const run = Date.now() % 100000;
  const productName = `مطفأة حريق بودرة ${run}`;
  const api = await playwright.request.newContext({ baseURL });
  const supplier = await demoSupplier(api, baseURL);
  await supplier.publishProduct({ name: productName, categoryName: 'Safety Equipment (PPE)', price: 18_000 });
  await api.dispose();
  const business = newBusiness();

  // Signup, step 1: the business.
  await page.goto('/signup?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await tabTo(page, page.getByRole('textbox', { name: /^اسم المنشأة/ }));
  await typeText(page, business.businessName);
  await tabTo(page, page.getByRole('textbox', { name: /^رقم السجل التجاري/ }));
  await typeText(page, business.registrationNumber);
  await tabTo(page, page.getByRole('textbox', { name: /^نشاط المنشأة/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('button', { name: 'التالي' }));
  await page.keyboard.press('Enter');

  // Step 2: the person managing the account.
  await tabTo(page, page.getByRole('textbox', { name: /^الاسم الكامل/ }), { backwards: true });
  await typeText(page, business.name);
  await tabTo(page, page.getByRole('textbox', { name: /^رقم الهوية الوطنية/ }));
  await typeText(page, business.nationalId);
  await tabTo(page, page.getByRole('textbox', { name: /^المدينة/ }));
  await typeText(page, business.city);
  await page.keyboard.press('Escape');
  await tabTo(page, page.getByRole('button', { name: 'التالي' }));
  await page.keyboard.press('Enter');

  // Step 3: login details, the terms, and the account is created.
  await tabTo(page, page.getByRole('textbox', { name: /^البريد الإلكتروني/ }), { backwards: true });
  await typeText(page, business.email);
  await tabTo(page, page.getByLabel(/^كلمة المرور/));
  await typeText(page, business.password);
  await tabTo(page, page.getByLabel(/^تأكيد كلمة المرور/));
  await typeText(page, business.password);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'إنشاء الحساب' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify-email$/);

  // The mailed link (opened by its address), then on to the buyer's homepage.
  await page.goto(await mailedLink(page.request, business.email, '/verify-email'));
  await expect(page.getByText('تم تأكيد بريدك الإلكتروني')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'متابعة' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/buyer\/homepage$/);

  // Search from the header, open the product.
  const search = page.getByRole('search');
  await tabTo(page, search.getByRole('searchbox', { name: 'بحث' }));
  await typeText(page, productName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/items\?type=products&q=/);
  await tabTo(page, page.getByRole('link', { name: productName }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]+/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Ten units (the minimum, one case) into the cart, then to the cart from the header.
  await tabTo(page, page.getByRole('button', { name: 'أضف إلى السلة' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('أُضيف المنتج إلى سلتك.')).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^السلة/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/buyer\/cart$/);
  await expect(page.getByText(productName).first()).toBeVisible();

  // Check out with the sandbox's approving card.
  await tabTo(page, page.getByRole('textbox', { name: /^الاسم على البطاقة/ }));
  await typeText(page, 'عبدالله الشمري');
  await tabTo(page, page.getByRole('textbox', { name: /^رقم البطاقة/ }));
  await typeText(page, '4111 1111 1111 1111');
  await tabTo(page, page.getByRole('textbox', { name: /^تاريخ الانتهاء/ }));
  await typeText(page, '12/30');
  await tabTo(page, page.getByRole('textbox', { name: /^رمز الأمان/ }));
  await typeText(page, '123');
  await tabTo(page, page.getByRole('button', { name: /^ادفع / }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/buyer\/payment\/callback\?tap_id=/);
  await expect(page.getByText('تم الدفع بنجاح', { exact: true })).toBeVisible();
});
