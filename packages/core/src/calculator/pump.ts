// The pump rule the calculator and the planner share, alone in its module: widgets that share code
// load it together (widgets/scripts/build.ts, the 'core' chunk), and the calculator's other constants
// stay with the calculator.

/** Pump turns the whole pond over every 1-2 hours (spec §9 FAQ guidance). */
export const PUMP_TURNOVER_HOURS = { fastest: 1, slowest: 2 } as const;

/** '1-2 hours': the turnover as the calculator and the planner say it. */
export const PUMP_TURNOVER_TEXT = `${PUMP_TURNOVER_HOURS.fastest}-${PUMP_TURNOVER_HOURS.slowest} hours`;

/** The pump flow a pond of `gallons` needs, in gallons an hour: the whole pond every 1-2 hours. */
export function pumpFlowGph(gallons: number): { min: number; max: number } {
  return {
    min: Math.ceil(gallons / PUMP_TURNOVER_HOURS.slowest),
    max: Math.ceil(gallons / PUMP_TURNOVER_HOURS.fastest),
  };
}
