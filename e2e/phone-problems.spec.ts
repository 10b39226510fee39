import { expect, test, type Page } from '@playwright/test';
import { phoneProblems } from './phone-problems.js';

/*
 * The phone check of every page (`phoneProblems`) on small pages written here, at 390 px in Arabic: each
 * rule names what breaks it, and what is allowed (an ellipsis, a marked scroller, sr-only text, a closed
 * drawer, a clamp that ends with an ellipsis) is not named. No server is used.
 */

const longArabic = 'قفازات نتريل للفحص الطبي مقاس كبير، علبة من مئة قطعة، مطابقة لمواصفات الهيئة';

async function problemsOf(page: Page, body: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(
    `<!doctype html><html lang="ar" dir="rtl"><head><style>body{margin:0;font:16px sans-serif}</style></head>` +
      `<body>${body}</body></html>`,
  );
  return page.evaluate(phoneProblems);
}

test.describe('phone problems of a page', () => {
  test('a block wider than the screen is named once, as the outermost culprit, with its text', async ({
    page,
  }) => {
    const problems = await problemsOf(
      page,
      `<main><div id="wide" style="width:520px"><p>${longArabic}</p></div></main>`,
    );
    expect(problems).toEqual([expect.stringMatching(/^wider than the screen: #wide «قفازات نتريل/)]);
  });

  test('a box that scrolls sideways is named unless it is marked data-scroll-affordance', async ({
    page,
  }) => {
    const row = `<div style="display:flex;gap:8px">${'<div style="flex:0 0 200px">بطاقة</div>'.repeat(4)}</div>`;
    expect(
      await problemsOf(page, `<section class="offers" style="overflow-x:auto">${row}</section>`),
    ).toEqual([expect.stringMatching(/^scrolls sideways: section\.offers «بطاقة/)]);
    expect(
      await problemsOf(page, `<section data-scroll-affordance style="overflow-x:auto">${row}</section>`),
    ).toEqual([]);
  });

  test('an element of an intentional scroller may reach past the screen', async ({ page }) => {
    // A scroller that does not clip (a carousel moved by transform) still lets its cards out.
    const problems = await problemsOf(
      page,
      `<div data-scroll-affordance style="display:flex;gap:8px">` +
        `${'<div style="flex:0 0 200px">بطاقة</div>'.repeat(4)}</div>` +
        `<div id="loose" style="display:flex;gap:8px">${'<div style="flex:0 0 200px">بطاقة</div>'.repeat(4)}</div>`,
    );
    expect(problems).toEqual([expect.stringMatching(/^wider than the screen: #loose > div «بطاقة/)]);
  });

  test('text cut by its box is named, text ending in an ellipsis is not', async ({ page }) => {
    const line = 'width:120px;overflow:hidden;white-space:nowrap';
    const problems = await problemsOf(
      page,
      `<p id="cut" style="${line}">${longArabic}</p>` +
        `<p id="ellipsis" style="${line};text-overflow:ellipsis">${longArabic}</p>` +
        `<button id="plan" style="width:120px"><span style="${line};display:block">${longArabic}</span></button>`,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^cuts its text: #cut «قفازات نتريل/),
      expect.stringMatching(/^cuts its text: #plan > span «قفازات نتريل/),
    ]);
  });

  test('a box cutting boxes with text is named, a box clipping a drawing is not', async ({ page }) => {
    const problems = await problemsOf(
      page,
      `<div id="box" style="width:120px;overflow:hidden"><span style="white-space:nowrap">${longArabic}</span></div>` +
        `<span id="track" style="display:block;width:38px;height:20px;overflow:hidden">` +
        `<span style="display:block;width:41px;height:20px;background:#ccc"></span></span>`,
    );
    expect(problems).toEqual([expect.stringMatching(/^cuts its content: #box «قفازات نتريل/)]);
  });

  test('lines cut by a height are named, a line clamp ending in an ellipsis is not', async ({ page }) => {
    const problems = await problemsOf(
      page,
      `<p id="height" style="width:150px;line-height:20px;max-height:40px;overflow:hidden">${longArabic}</p>` +
        `<p id="clamp" style="width:150px;line-height:20px;display:-webkit-box;-webkit-box-orient:vertical;` +
        `-webkit-line-clamp:2;overflow:hidden">${longArabic}</p>`,
    );
    expect(problems).toEqual([expect.stringMatching(/^cuts its text: #height «قفازات نتريل/)]);
  });

  test('sr-only text and a closed drawer are not named', async ({ page }) => {
    const problems = await problemsOf(
      page,
      `<span style="position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);` +
        `white-space:nowrap">${longArabic}</span>` +
        `<nav style="position:fixed;top:0;bottom:0;left:100%;width:300px"><a href="/">${longArabic}</a></nav>` +
        `<nav style="position:fixed;top:0;bottom:0;width:300px;right:0;transform:translateX(100%)">` +
        `<a href="/">${longArabic}</a></nav>`,
    );
    expect(problems).toEqual([]);
  });

  test('a toast over the h1 is named, a toast beside it is not', async ({ page }) => {
    const toast = (top: number) =>
      `<div class="mantine-Notification-root" role="alert" style="position:fixed;top:${top}px;left:16px;` +
      `width:300px;height:60px">تم إرسال الطلب</div>`;
    const title = '<h1 style="margin:16px;height:40px">طلباتي</h1>';
    expect(await problemsOf(page, title + toast(8))).toEqual([
      expect.stringMatching(
        /^toast over the title: div\.mantine-Notification-root «تم إرسال الطلب» \(over h1 «طلباتي»\)/,
      ),
    ]);
    expect(await problemsOf(page, title + toast(700))).toEqual([]);
  });
});
