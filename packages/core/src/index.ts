export * from './catalogue.ts';
export * from './content-api.ts';
export * from './images.ts';
export * from './routes.ts';
export * from './schemas.ts';
