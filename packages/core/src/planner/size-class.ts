// Spec §9's size classes, in a file of their own: a request's details name them too, and importing
// them must not bring the planner's cost tables along.

export type SizeClass = 'Small' | 'Medium' | 'Large';
/** Area under 50 sq ft is Small, under 150 Medium, otherwise Large. */
export const SIZE_CLASS_LIMITS = { small: 50, medium: 150 } as const;
