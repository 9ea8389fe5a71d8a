import {
  depotItemParams,
  messageResponse,
  messages,
  product,
  productBody,
  productResult,
  QRIS_MAX_CHARS,
  qrisBody,
  qrisImage,
  usernameParams,
  z,
} from '@depot/contract';
import { defineRoutes } from '../../lib/route-docs';
import { addProduct, archiveProduct, listProducts, updateProduct } from './products.service';
import { deleteQris, getQris, putQris } from './qris.service';

// Room for the largest image the schema accepts and its JSON wrapping: a larger body is refused
// before it is read, an image just over its limit gets the schema's message.
const QRIS_BODY_LIMIT = QRIS_MAX_CHARS + 1024;

/** A depot's own catalogue and QRIS image: every cashier reads them, only the owner edits them. */
export default defineRoutes(['pos'], [400, 401, 403, 404], (app, docs) => {
  app.get(
    '/api/products/:username',
    docs('depot', "The depot's catalogue: its own products, else the spec's defaults", {
      params: usernameParams,
      ok: z.array(product),
    }),
    (request) => listProducts(app.db, request.params.username),
  );

  app.post(
    '/api/products/:username',
    docs('owner', 'Add a product to the catalogue (owner)', {
      params: usernameParams,
      body: productBody,
      ok: productResult,
      status: 201,
    }),
    async (request, reply) => {
      const saved = await addProduct(app.db, request.params.username, request.body);
      return reply.code(201).send({ message: messages.pos.productSaved, product: saved });
    },
  );

  app.put(
    '/api/products/:username/:id',
    docs('owner', "Change a product's name, prices and promo; old sales keep theirs (owner)", {
      params: depotItemParams,
      body: productBody,
      ok: productResult,
    }),
    async (request) => {
      const { username, id } = request.params;
      const saved = await updateProduct(app.db, username, id, request.body);
      return { message: messages.pos.productSaved, product: saved };
    },
  );

  app.delete(
    '/api/products/:username/:id',
    docs('owner', 'Take a product off the catalogue; its id is never reused (owner)', {
      params: depotItemParams,
      ok: productResult,
    }),
    async (request) => {
      const { username, id } = request.params;
      const archived = await archiveProduct(app.db, username, id);
      return { message: messages.pos.productDeleted, product: archived };
    },
  );

  app.get(
    '/api/products/:username/qris',
    docs('depot', "The depot's static QRIS image (a data URL)", {
      params: usernameParams,
      ok: qrisImage,
    }),
    (request) => getQris(app.db, request.params.username),
  );

  app.put(
    '/api/products/:username/qris',
    {
      ...docs('owner', "Upload the depot's static QRIS: PNG or JPEG, at most 512 KB (owner)", {
        params: usernameParams,
        body: qrisBody,
        ok: messageResponse,
        also: [413],
      }),
      bodyLimit: QRIS_BODY_LIMIT,
    },
    async (request) => {
      await putQris(app.db, request.params.username, request.body.image);
      return { message: messages.pos.qrisSaved };
    },
  );

  app.delete(
    '/api/products/:username/qris',
    docs('owner', "Remove the depot's QRIS image (owner)", {
      params: usernameParams,
      ok: messageResponse,
    }),
    async (request) => {
      await deleteQris(app.db, request.params.username);
      return { message: messages.pos.qrisDeleted };
    },
  );
});
