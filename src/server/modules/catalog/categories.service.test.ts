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
