/** 1 cubic foot = 7.48 US gallons (spec §9, planner and calculator alike). */
export const GALLONS_PER_CUBIC_FOOT = 7.48;
