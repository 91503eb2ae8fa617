import { describe, expect, it } from 'vitest';
import { partnerFiguresCsv } from './partner-figures-csv.ts';
import { tableCsv } from './csv.ts';

describe('CSV files', () => {
  it('quote cells that need it and keep a spreadsheet from running a typed formula', () => {
    const csv = tableCsv(
      [{ a: '=HYPERLINK("x")', b: 'one, two' }],
      [
        { header: 'a', label: 'A', value: (row) => row.a },
        { header: 'b', label: 'B', value: (row) => row.b },
      ],
    );
    expect(csv).toBe('a,b\n"\'=HYPERLINK(""x"")","one, two"\n');
  });

  it('give a partner the dashboard’s figures with named columns', () => {
    expect(
      partnerFiguresCsv([
        {
          month: '2026-11-01',
          widget: 'pond-quote-form',
          loads: 12,
          loads_elsewhere: 4,
          requests: 3,
          confirmed_requests: 2,
          reached_builders: 2,
          withdrawn: 1,
          plans: 0,
          unattributed_requests: 1,
          unattributed_plans: 0,
        },
      ]),
    ).toBe(
      'month,widget,widget_loads,widget_loads_elsewhere,attributed_requests,confirmed_requests,reached_builders,withdrawn,attributed_plans,unattributed_requests,unattributed_plans\n' +
        '2026-11-01,pond-quote-form,12,4,3,2,2,1,0,1,0\n',
    );
  });
});
