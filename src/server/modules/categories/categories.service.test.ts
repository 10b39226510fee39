import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createCategoriesRepository } from './categories.repository.js';
import { createCategoriesService } from './categories.service.js';
import { categoryTaxonomy, type CategorySeed } from './category-taxonomy.js';

describe('syncTaxonomy', () => {
  let database: TestDatabase;
  let service: ReturnType<typeof createCategoriesService>;
  beforeAll(async () => {
    database = await createTestDatabase();
    service = createCategoriesService({ repository: createCategoriesRepository(database.db) });
  });
  afterAll(() => database.drop());

  const countRows = async () =>
    Number((await database.pool.query('SELECT count(*) FROM categories')).rows[0].count);

  it('keeps ids and row count when run again, and takes renamed names', async () => {
    const before = await service.listCategoryTree('en');
    const expectedRows = categoryTaxonomy.reduce((sum, c) => sum + 1 + c.subcategories.length, 0);
    expect(await countRows()).toBe(expectedRows);

    const renamed: CategorySeed[] = categoryTaxonomy.map((c, i) =>
      i === 0 ? { ...c, nameEn: 'Farming and Pets' } : c,
    );
    await service.syncTaxonomy(renamed);

    const after = await service.listCategoryTree('en');
    expect(await countRows()).toBe(expectedRows);
    expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(after[0]!.name).toBe('Farming and Pets');
    expect(after[0]!.subcategories).toEqual(before[0]!.subcategories);
  });

  it('adds a new subcategory under its parent', async () => {
    const extended: CategorySeed[] = categoryTaxonomy.map((c, i) =>
      i === 1
        ? {
            ...c,
            subcategories: [...c.subcategories, { slug: 'test-new-sub', nameEn: 'New', nameAr: 'جديد' }],
          }
        : c,
    );
    await service.syncTaxonomy(extended);
    const tree = await service.listCategoryTree('ar');
    expect(tree[1]!.subcategories.at(-1)!.name).toBe('جديد');
  });
});

describe('category taxonomy', () => {
  it('has unique slugs across main and sub categories', () => {
    const slugs = categoryTaxonomy.flatMap((c) => [c.slug, ...c.subcategories.map((s) => s.slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe('findSubcategory and subcategoryIdsOf', () => {
  let database: TestDatabase;
  let service: ReturnType<typeof createCategoriesService>;
  beforeAll(async () => {
    database = await createTestDatabase();
    service = createCategoriesService({ repository: createCategoriesRepository(database.db) });
  });
  afterAll(() => database.drop());

  it('answers a subcategory with its main category and what that main is used for', async () => {
    const main = (await service.listCategoryTree('en')).find((c) => c.usedFor === 'SERVICE')!;
    const sub = main.subcategories[0]!;

    expect(await service.findSubcategory(sub.id)).toEqual({
      id: sub.id,
      parentId: main.id,
      usedFor: 'SERVICE',
    });
    expect(await service.findSubcategory(main.id)).toBeNull();
    expect(await service.findSubcategory('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('answers the subcategories of a main category, and null for anything else', async () => {
    const [main] = await service.listCategoryTree('en');

    expect(await service.subcategoryIdsOf(main!.id)).toEqual(main!.subcategories.map((s) => s.id));
    expect(await service.subcategoryIdsOf(main!.subcategories[0]!.id)).toBeNull();
    expect(await service.subcategoryIdsOf('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
