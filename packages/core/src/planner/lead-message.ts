import { BUDGETS, optionLabel, TIMELINES } from '../forms/options.ts';
import type { PlannerForm } from '../forms/planner-form.ts';

/** The planner lead's message: dimensions, budget, timeline, features and state (spec §7 'Planner lead'). */
export function plannerLeadMessage(form: PlannerForm): string {
  return [
    `Pond plan: ${form.pondType} pond, ${form.length} ft x ${form.width} ft x ${form.depth} ft deep.`,
    `Budget: ${optionLabel(BUDGETS, form.budget)}.`,
    `Timeline: ${optionLabel(TIMELINES, form.timeline)}.`,
    `Features: ${form.features?.trim() || 'none'}.`,
    `State: ${form.state}.`,
  ].join(' ');
}
