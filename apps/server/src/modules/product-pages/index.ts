import type { FastifyInstance } from 'fastify';
import { productPagesRoutes } from './product-pages.routes';

/** The product's own pages (issue 21): category landing lists and the fan's recommendations. */
export async function productPagesModule(app: FastifyInstance): Promise<void> {
  await app.register(productPagesRoutes);
}

export { createProductPagesService, type ProductPagesService } from './product-pages.service';
