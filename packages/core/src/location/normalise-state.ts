import { stateCodeByAbbreviation } from '../geo/abbreviations.ts';
import { stateByCode, stateByName, type StateCode } from '../geo/states.ts';

/**
 * A state as people write it — 'TX', 'tx', 'Texas', 'Tex.', 'D.C.' — as its two-letter code;
 * undefined when it is none of these.
 */
export function normaliseState(value: string): StateCode | undefined {
  const text = value.trim().replace(/\s+/g, ' ');
  const compact = text.replace(/\./g, '');
  if (compact.length === 2) return stateByCode(compact)?.code;
  return stateByName(text)?.code ?? stateCodeByAbbreviation(compact);
}
