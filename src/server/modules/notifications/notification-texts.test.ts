import { describe, expect, it } from 'vitest';
import { formatHalalas, notificationText } from './notification-texts.js';

describe('formatHalalas', () => {
  it('writes riyals with grouping, two decimals and Latin digits in both languages', () => {
    expect(formatHalalas(123_450, 'en')).toBe('1,234.50 SAR');
    expect(formatHalalas(123_450, 'ar')).toBe('1,234.50 ر.س');
    expect(formatHalalas(123_456_789, 'en')).toBe('1,234,567.89 SAR');
    expect(formatHalalas(5, 'en')).toBe('0.05 SAR');
    expect(formatHalalas(0, 'ar')).toBe('0.00 ر.س');
  });
});

describe('notificationText', () => {
  it('says an image was sent when a message has no text', () => {
    const text = notificationText('NEW_MESSAGE', { preview: '  ' }, 'مؤسسة النور');

    expect(text.en.content).toBe('Sent you an image');
    expect(text.ar.content).toBe('أرسل إليك صورة');
  });

  it('shortens a long message preview to 120 characters', () => {
    const text = notificationText('NEW_MESSAGE', { preview: 'ب'.repeat(300) }, null);

    expect([...text.ar.content]).toHaveLength(120);
    expect(text.ar.content.endsWith('…')).toBe(true);
    expect(text.en.title).toBe('New message');
  });

  it('names a neutral party when the platform raises it without a sender', () => {
    const text = notificationText('NEW_ORDER', { orderNumber: '7', total: 100 }, null);

    expect(text.en.content).toBe('A buyer placed an order totalling 1.00 SAR.');
    expect(text.ar.content).toBe('قدّم أحد المشترين طلبًا بإجمالي 1.00 ر.س.');
  });

  it.each([
    [
      0,
      'انتهى موعد التقديم على مناقصة «صيانة» دون استلام أي عرض.',
      '“صيانة” received no offers before its deadline.',
    ],
    [1, 'استُلم عرض واحد على مناقصة «صيانة»', '“صيانة” received 1 offer before'],
    [2, 'استُلم عرضان على مناقصة «صيانة»', '“صيانة” received 2 offers before'],
    [3, 'استُلمت 3 عروض على مناقصة «صيانة»', '“صيانة” received 3 offers before'],
    [10, 'استُلمت 10 عروض على', 'received 10 offers'],
    [11, 'استُلم 11 عرضًا على', 'received 11 offers'],
    [99, 'استُلم 99 عرضًا على', 'received 99 offers'],
    [100, 'استُلم 100 عرض على', 'received 100 offers'],
    [103, 'استُلمت 103 عروض على', 'received 103 offers'],
  ])('counts %i offers at the deadline in the right Arabic plural form', (offerCount, ar, en) => {
    const text = notificationText('NEW_OFFER', { tenderName: 'صيانة', offerCount }, null);

    expect(text.ar.content.startsWith(ar)).toBe(true);
    expect(text.en.content).toContain(en);
  });
});
