/** The error body of ARCHITECTURE.md, as a response schema for the OpenAPI document. */
const errorBody = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' }, code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
      },
    },
  },
};

export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
};
