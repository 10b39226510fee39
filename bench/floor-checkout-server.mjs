// The floor of bench/checkout.mjs (issue 23): the least any checkout must do, as a plain Fastify + `pg`
// server with one route. `POST /checkout` with `{ buyerId, productId, quantity }` runs one transaction on a
// pool of 10 clients (the product's size): the conditional reservation
// `UPDATE products SET stock = stock - q WHERE id = $1 AND stock >= q` and, when it took the units, the
// INSERT of one order row (`floor_orders`, made by the benchmark). 201 with the order's id, or 409
// OUT_OF_STOCK (rolled back) when the stock is short — a refusal costs it what it costs the product: an
// answer. No validation, no session, no price, no payment, no cart, no invoice, no notification.
//
//   DATABASE_URL=postgres://… PORT=4532 node bench/floor-checkout-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });
app.post('/checkout', async (request, reply) => {
  const { buyerId, productId, quantity } = request.body;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const taken = await client.query(
      'UPDATE products SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING price',
      [productId, quantity],
    );
    if (taken.rowCount === 0) {
      await client.query('ROLLBACK');
      return reply.code(409).send({ error: { code: 'OUT_OF_STOCK' } });
    }
    const { rows } = await client.query(
      `INSERT INTO floor_orders (buyer_id, product_id, quantity, total) VALUES ($1, $2, $3, $4) RETURNING id`,
      [buyerId, productId, quantity, taken.rows[0].price * quantity],
    );
    await client.query('COMMIT');
    return reply.code(201).send({ orderId: rows[0].id });
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});
app.get('/ready', async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT ?? 4532), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
