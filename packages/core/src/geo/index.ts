export * from './states.ts';
export * from './abbreviations.ts';
export * from './neighbours.ts';
export * from './featured-cities.ts';
