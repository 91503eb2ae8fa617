export * from './normalise-state.ts';
export * from './parse-location.ts';
export * from './suggestions.ts';
export * from './city-navigation.ts';
