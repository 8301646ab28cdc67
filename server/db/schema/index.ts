export * from './accounts';
export * from './catalogue';
export * from './customers';
export * from './media';
export * from './content';
