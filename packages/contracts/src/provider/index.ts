export * from './schemas';
export * from './owners-listings';
export * from './endpoints';
