// The legacy /pond-contractors/{cityState}/{contractorId} route (spec §2.1, §2.9): the profile, found
// by its contractorId parameter and loaded in the browser. It is never pre-rendered (its canonical is
// the profile's own address), so it has no build-time loader.
export { clientLoader, meta, HydrateFallback, default } from './contractor.tsx';
