export * from './accounts';
export * from './catalogue';
export * from './customers';
export * from './media';
export * from './orders';
export * from './products';
export * from './audit';
export * from './content';
