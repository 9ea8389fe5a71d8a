import {
  customerBody,
  customerHistory,
  customerPaymentBody,
  customerPaymentResult,
  customerResult,
  customer,
  customersQuery,
  depotItemParams,
  usernameParams,
  z,
} from '@depot/contract';
import { requireAccount } from '../auth';
import { depotId } from '../depots';
import { defineRoutes } from '../../lib/route-docs';
import {
  customerHistory as historyOf,
  listCustomers,
  payDebt,
  saveCustomer,
  type SalesReads,
} from './customers.service';

/**
 * A depot's customers (pelanggan), their history and Utang payments: its owner and employees
 * (a super admin, any depot's). Another depot's customer is answered as missing.
 */
export default defineRoutes<400 | 401 | 403 | 404, { sales: SalesReads }>(
  ['customers'],
  [400, 401, 403, 404],
  (app, docs, { sales }) => {
    const depot = (username: string) => depotId(app.db, username);

    app.get(
      '/api/customers/:username',
      docs('depot', 'Customers by name or WhatsApp number (best first, 20), or the latest 50', {
        params: usernameParams,
        querystring: customersQuery,
        ok: z.array(customer),
      }),
      async (request) =>
        listCustomers(app.db, await depot(request.params.username), request.query.q),
    );

    const saved = docs(
      'depot',
      'Save a customer (201); a number already saved updates that customer instead (200)',
      { params: usernameParams, body: customerBody, ok: customerResult, status: 201 },
    );
    // One success schema for both answers: 201 for a new customer, 200 for a merged number.
    const { 201: result, ...failures } = saved.schema.response;
    app.post(
      '/api/customers/:username',
      { ...saved, schema: { ...saved.schema, response: { ...failures, '2xx': result } } },
      async (request, reply) => {
        const accountId = await depot(request.params.username);
        const { created, result } = await saveCustomer(app.db, accountId, request.body);
        return reply.code(created ? 201 : 200).send(result);
      },
    );

    app.get(
      '/api/customers/:username/:id',
      docs('depot', "A customer's sales (newest 100), Utang payments and loyalty stamps", {
        params: depotItemParams,
        ok: customerHistory,
      }),
      async (request) =>
        historyOf(app.db, sales, await depot(request.params.username), request.params.id),
    );

    app.post(
      '/api/customers/:username/:id/payments',
      docs('depot', "Pay off (part of) a customer's Utang", {
        params: depotItemParams,
        body: customerPaymentBody,
        ok: customerPaymentResult,
        status: 201,
      }),
      async (request, reply) => {
        const result = await payDebt(app.db, sales, {
          accountId: await depot(request.params.username),
          customerId: request.params.id,
          cashierId: requireAccount(request).id,
          body: request.body,
        });
        return reply.code(201).send(result);
      },
    );
  },
);
