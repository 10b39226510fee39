import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from './shared-answers.js';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const answers = createSharedAnswers<string>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 10,
    now: () => time,
  });
  let runs = 0;
  const search = (value: string) => async () => {
    runs += 1;
    return value;
  };
  return {
    answers,
    search,
    runs: () => runs,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createSharedAnswers', () => {
  it('shares a running search with identical ones', async () => {
    const { answers, search, runs } = setup();
    const [a, b] = await Promise.all([answers.answer('k', search('x')), answers.answer('k', search('y'))]);
    expect([a, b]).toEqual(['x', 'x']);
    expect(runs()).toBe(1);
  });

  it('keeps an answer until its time is up, then searches again', async () => {
    const { answers, search, runs, advance } = setup({ ttlMs: 1_000 });
    await answers.answer('k', search('old'));
    advance(999);
    expect(await answers.answer('k', search('new'))).toBe('old');
    advance(1);
    expect(await answers.answer('k', search('new'))).toBe('new');
    expect(runs()).toBe(2);
  });

  it('forgets every answer, and a search that was running when forgotten is not handed out after', async () => {
    const { answers, search } = setup();
    await answers.answer('done', search('before'));
    let finish!: (value: string) => void;
    const running = answers.answer('running', () => new Promise<string>((resolve) => (finish = resolve)));
    answers.forget();
    finish('stale');
    await running;
    expect(await answers.answer('done', search('after'))).toBe('after');
    expect(await answers.answer('running', search('fresh'))).toBe('fresh');
  });

  it('does not keep failures', async () => {
    const { answers, search } = setup();
    await expect(answers.answer('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await answers.answer('k', search('ok'))).toBe('ok');
  });

  it('drops the oldest answer beyond its size', async () => {
    const { answers, search } = setup({ maxEntries: 2 });
    await answers.answer('a', search('a'));
    await answers.answer('b', search('b'));
    await answers.answer('c', search('c'));
    expect(answers.size).toBe(2);
    expect(await answers.answer('a', search('a2'))).toBe('a2');
  });
});
