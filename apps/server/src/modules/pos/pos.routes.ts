import {
  idParams,
  messages,
  plainText,
  priceChangedResponse,
  product,
  saleRequest,
  saleResponse,
  todaySale,
  csvRangeQuery,
  usernameParams,
  z,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { depotId } from '../depots';
import { CATALOGUE } from './catalogue';
import { createSale, PriceChanged } from './create-sale';
import { deleteSale, todaysSales } from './pos.service';
import productRoutes from './products.routes';
import { rangeCsvHandler } from '../../lib/csv-reply';
import { defineRoutes } from '../../lib/route-docs';
import { salesCsv } from './sales-csv';

export default defineRoutes(['pos'], [400, 401, 403, 404], async (app, docs) => {
  await app.register(productRoutes);

  app.get(
    '/api/products',
    docs('depot', 'The product catalogue with pickup and delivery prices', {
      ok: z.array(product),
      errors: [401],
    }),
    () => [...CATALOGUE],
  );

  // 409 answers `{message, total}`: the total the catalogue gives now, for the cashier to show.
  const saveDocs = docs(
    'depot',
    'Save a transaction, priced by the server; send an Idempotency-Key header',
    {
      body: saleRequest,
      headers: z.object({
        'idempotency-key': plainText(100, { trim: false, tooLong: messages.pos.idempotencyKey })
          .min(1, messages.pos.idempotencyKey)
          .optional(),
      }),
      ok: saleResponse,
      also: [409, 422],
    },
  );
  app.post(
    '/api/sales',
    {
      ...saveDocs,
      schema: {
        ...saveDocs.schema,
        response: { ...saveDocs.schema.response, 409: priceChangedResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
      try {
        const sale = await createSale(app.db, {
          username: body.username,
          cart: body.cart,
          cashierId: requireAccount(request).id,
          idempotencyKey: request.headers['idempotency-key'],
          payment: body.payment,
          customerId: body.customer_id,
          createdAt: body.created_at,
          expectedTotal: body.expected_total,
        });
        app.events.publish(await depotId(app.db, body.username), {
          type: 'sale',
          action: 'created',
          transaction_id: sale.transaction_id,
        });
        return sale;
      } catch (error) {
        if (!(error instanceof PriceChanged)) throw error;
        return reply.code(409).send({ message: error.message, total: error.total });
      }
    },
  );

  app.get(
    '/api/sales/today/:username',
    docs('depot', "Today's transactions (Asia/Jakarta), oldest first", {
      params: usernameParams,
      // `_t` is the browser's cache-buster.
      querystring: z.strictObject({ _t: plainText(20, { trim: false }).optional() }),
      ok: z.array(todaySale),
    }),
    (request) => todaysSales(app.db, requireAccount(request), request.params.username),
  );

  app.get(
    '/api/pos/:username/sales.csv',
    docs('owner', "The cashier's transactions of a range (≤ 366 days) as CSV", {
      params: usernameParams,
      querystring: csvRangeQuery,
      ok: z.string(),
    }),
    rangeCsvHandler(app.db, 'penjualan', salesCsv),
  );

  app.delete(
    '/api/sales/:id',
    docs('depot', "Delete a transaction of the caller's depot", {
      params: idParams,
      ok: z.object({ success: z.literal(true), message: z.string() }),
    }),
    async (request) => {
      const accountId = await deleteSale(app.db, request.params.id, requireAccount(request));
      app.events.publish(accountId, {
        type: 'sale',
        action: 'deleted',
        transaction_id: request.params.id,
      });
      return { success: true as const, message: messages.pos.deleted };
    },
  );
});
