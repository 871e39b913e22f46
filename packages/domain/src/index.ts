export * from './dates';
export * from './money';
export * from './earnings';
export * from './occupancy';
export * from './property-financials';
export * from './stocking-fee';
export * from './opportunity-cost';
export * from './dashboard';
