import type { FastifyInstance } from 'fastify';
import { catalogEndpoints as endpoints } from '../../../contract/catalog/catalog.endpoints.js';
import * as schemas from '../../../contract/catalog/catalog.schemas.js';
import { endpointRoutes } from '../../platform/http/endpoint-routes.js';
import { readUpload } from '../../platform/http/read-upload.js';
import type { CatalogService } from './catalog.service.js';

/** Spec §3, §5: a supplier's products and services, their images, and the pages buyers see. */
export async function catalogRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
  const route = endpointRoutes(app, schemas);

  route(endpoints.createProduct, ({ caller, body }) => catalog.createProduct(caller.id, body));
  route(endpoints.getOwnProduct, ({ caller, params }) => catalog.getOwnProduct(caller.id, params.id));
  route(endpoints.updateProduct, ({ caller, params, body }) =>
    catalog.updateProduct(caller.id, params.id, body),
  );
  route(endpoints.createService, ({ caller, body }) => catalog.createService(caller.id, body));
  route(endpoints.getOwnService, ({ caller, params }) => catalog.getOwnService(caller.id, params.id));
  route(endpoints.updateService, ({ caller, params, body }) =>
    catalog.updateService(caller.id, params.id, body),
  );

  // Both kinds alike.
  for (const [kind, kindEndpoints] of [
    [
      'PRODUCT',
      {
        remove: endpoints.deleteProduct,
        publish: endpoints.publishProduct,
        unpublish: endpoints.unpublishProduct,
        duplicate: endpoints.duplicateProduct,
        addImage: endpoints.addProductImage,
        removeImage: endpoints.removeProductImage,
        reorderImages: endpoints.reorderProductImages,
      },
    ],
    [
      'SERVICE',
      {
        remove: endpoints.deleteService,
        publish: endpoints.publishService,
        unpublish: endpoints.unpublishService,
        duplicate: endpoints.duplicateService,
        addImage: endpoints.addServiceImage,
        removeImage: endpoints.removeServiceImage,
        reorderImages: endpoints.reorderServiceImages,
      },
    ],
  ] as const) {
    route(kindEndpoints.remove, ({ caller, params }) => catalog.remove(caller.id, kind, params.id));
    route(kindEndpoints.publish, ({ caller, params }) => catalog.publish(caller.id, kind, params.id));
    route(kindEndpoints.unpublish, ({ caller, params }) => catalog.unpublish(caller.id, kind, params.id));
    route(kindEndpoints.duplicate, ({ caller, params }) => catalog.duplicate(caller.id, kind, params.id));
    route(kindEndpoints.addImage, async ({ caller, params, request }) =>
      catalog.addImage(caller.id, kind, params.id, await readUpload(request)),
    );
    route(kindEndpoints.removeImage, async ({ caller, params }) => {
      await catalog.removeImage(caller.id, kind, params.id, params.imageId);
    });
    route(kindEndpoints.reorderImages, ({ caller, params, body }) =>
      catalog.reorderImages(caller.id, kind, params.id, body.imageIds),
    );
  }

  route(endpoints.listOwnListings, ({ caller, query }) => catalog.listForSupplier(caller.id, query));
  route(endpoints.bulkListingAction, ({ caller, body }) => catalog.bulk(caller.id, body.action, body.items));

  // Public (guests too).
  route(endpoints.getProduct, ({ params }) => catalog.getPublicListing('PRODUCT', params.id));
  route(endpoints.getService, ({ params }) => catalog.getPublicListing('SERVICE', params.id));
}
