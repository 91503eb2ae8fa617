// The legacy /pond-contractors/{cityState}/{contractorId} route (spec §2.1, §2.9): the profile, found
// by its contractorId parameter and rendered on request like the profile's own address (its canonical).
export { loader, headers, meta, default } from './contractor.tsx';
