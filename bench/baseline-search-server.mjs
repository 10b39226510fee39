// The baseline of bench/load.mjs (issue 11): a plain Fastify + `pg` server with one route,
// `GET /api/search/products` (the product's query parameters: q, category, sort, minPrice, maxPrice, cursor,
// limit), that sends PostgreSQL the statement the product sends for that search and answers its rows as
// JSON; `GET /api/search/products/explain` (same parameters) answers that statement's EXPLAIN ANALYZE. No zod, no authentication, no shared answers, no card formatting: the least Node can add in front
// of the database.
//
// The statement is the product's own, not a copy: the first request of each query shape (words, category,
// sort, cursor, limit, which price bounds are given) runs the built search service's `searchListingsPage`
// (which reads the words' variants and typo corrections from the database, as the product does once a
// minute per word) over a repository whose `searchVisibleCards` builds its statement on a recording driver
// instead of sending it. The text and parameters are kept, the price bounds marked; every request then
// fills in its own price bounds and sends that statement through a pool of 10 clients (the product's size).
//
//   DATABASE_URL=postgres://… PORT=4342 [BENCH_DIST=<folder>/dist] node bench/baseline-search-server.mjs
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { loadBuilt } from './server-process.mjs';

const { openPool } = await loadBuilt('platform/db/database.js');
const { createCategoriesRepository } = await loadBuilt('modules/categories/categories.repository.js');
const { createCategoriesService } = await loadBuilt('modules/categories/categories.service.js');
const { createCatalogRepository } = await loadBuilt('modules/catalog/catalog.repository.js');
const { createCatalogService } = await loadBuilt('modules/catalog/catalog.service.js');
const { createSearchRepository } = await loadBuilt('modules/search/search.repository.js');
const { createSearchService } = await loadBuilt('modules/search/search.service.js');

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

// Stand-ins for the price bounds while a statement is built: no parameter of a search has these values.
const minMark = -987_654_321;
const maxMark = -987_654_322;

/** The statement `searchVisibleCards(search)` sends, built by the repository on a driver that records it. */
async function recordStatement(search) {
  let statement;
  const recorder = {
    query: async (config, values) => {
      statement = { text: config.text, values };
      return { rows: [], fields: [], rowCount: 0 };
    },
  };
  await createSearchRepository(drizzle({ client: recorder, casing: 'snake_case' })).searchVisibleCards(
    search,
  );
  return statement;
}

// The product's service, reading the database for the words of a query; its search statement is only built.
const words = openPool(databaseUrl);
const { db } = words;
let built;
const categories = createCategoriesService({ repository: createCategoriesRepository(db) });
const service = createSearchService({
  repository: {
    ...createSearchRepository(db),
    searchVisibleCards: async (search) => {
      built = await recordStatement(search);
      return [];
    },
  },
  categories,
  // Fills the search columns of rows seeded without them, as the product does before its first text search.
  catalog: createCatalogService({
    repository: createCatalogRepository(db),
    categories,
    users: undefined,
    storage: undefined,
  }),
});

/** One shape at a time: `built` is where the service's call leaves its statement. */
let building = Promise.resolve();
function buildShape(options) {
  const run = building.then(async () => {
    built = undefined;
    service.forgetSearchAnswers(); // a shared answer would skip the repository
    await service.searchListingsPage('PRODUCT', options);
    if (!built) return { text: undefined }; // nothing to ask (a category without subcategories, no words)
    const { text, values } = built;
    return {
      text,
      values,
      minAt: values.indexOf(minMark),
      maxAt: values.indexOf(maxMark),
    };
  });
  building = run.catch(() => undefined);
  return run;
}

const shapes = new Map();
const app = Fastify({ logger: false });
app.get('/api/health/ready', async () => {
  await pool.query('SELECT 1');
  return { status: 'ok' };
});
/** The statement and values of a request's search, or `{ error }` when the product would refuse it. */
async function requestStatement(query) {
  const { q, category, sort = 'relevance', cursor, limit = '24', minPrice, maxPrice } = query;
  const options = {
    q: q?.trim() || undefined,
    category,
    sort,
    cursor,
    limit: Number(limit),
    minPrice: minPrice === undefined ? undefined : minMark,
    maxPrice: maxPrice === undefined ? undefined : maxMark,
  };
  const key = JSON.stringify(options);
  let shape = shapes.get(key);
  if (!shape) {
    shape = buildShape(options);
    shapes.set(key, shape);
    shape.catch(() => shapes.delete(key));
  }
  let statement;
  try {
    statement = await shape;
  } catch (error) {
    return { error: String(error?.code ?? error) };
  }
  if (!statement.text) return {};
  const values = statement.values.slice();
  // Bounds come in riyals, as the product takes them (decision 019); the database compares halalas.
  if (statement.minAt >= 0) values[statement.minAt] = Math.round(Number(minPrice) * 100);
  if (statement.maxAt >= 0) values[statement.maxAt] = Math.round(Number(maxPrice) * 100);
  return { text: statement.text, values };
}

app.get('/api/search/products', async (request, reply) => {
  const { text, values, error } = await requestStatement(request.query);
  if (error) return reply.code(400).send({ error });
  if (!text) return [];
  const { rows } = await pool.query(text, values);
  return rows;
});
// For bench/search.mjs: the plan of the statement the product sends for these parameters, run once.
app.get('/api/search/products/explain', async (request, reply) => {
  const { text, values, error } = await requestStatement(request.query);
  if (error) return reply.code(400).send({ error });
  if (!text) return '';
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
});

const port = Number(process.env.PORT ?? 4342);
await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline search server on http://127.0.0.1:${port}`);
const stop = async () => {
  await app.close();
  await Promise.all([pool.end(), words.pool.end()]);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
