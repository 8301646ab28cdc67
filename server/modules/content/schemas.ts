import { CONTENT_TYPES } from '../../../common/content';

/** JSON schemas of the content calls (validation and the OpenAPI document at /api/docs). */

export const pathParam = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 100 } },
};

const timestamp = { type: ['string', 'null'], format: 'date-time' };

const categoryCollectionLink = {
  type: 'object',
  required: ['type', 'id'],
  properties: { type: { type: 'string', enum: ['categories', 'collections'] }, id: { type: 'string', format: 'uuid' } },
  additionalProperties: false,
};

export const productBlockInputSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    link: categoryCollectionLink,
    products: { type: 'array', maxItems: 100, items: { type: 'string', format: 'uuid' } },
    order: { type: 'integer', minimum: 0, maximum: 10000 },
  },
  additionalProperties: false,
};

export const productBlockSchema = {
  type: 'object',
  properties: { _id: { type: 'string' }, ...productBlockInputSchema.properties },
};

/** The page's JSON, passed through as stored (Puck Data or a text page; see common/content.ts). */
export const contentDataSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'builder: Puck Data { root, content, zones }; content: { title, sections: [{ _id, title, description, image }] }',
};

const summaryProperties = {
  _id: { type: 'string' },
  path: { type: 'string' },
  title: { type: 'string' },
  type: { type: 'string', enum: [...CONTENT_TYPES] },
  version: { type: 'integer' },
  publishedVersion: { type: ['integer', 'null'] },
  hasUnpublishedChanges: { type: 'boolean' },
  isSystem: { type: 'boolean' },
  updatedAt: timestamp,
  publishedAt: timestamp,
};

export const summarySchema = { type: 'object', properties: summaryProperties };

export const draftSchema = {
  type: 'object',
  properties: { ...summaryProperties, data: contentDataSchema, productBlocks: { type: 'array', items: productBlockSchema } },
};

export const versionSchema = {
  type: 'object',
  properties: { version: { type: 'integer' }, title: { type: 'string' }, publishedAt: timestamp, publishedBy: { type: ['string', 'null'] } },
};
