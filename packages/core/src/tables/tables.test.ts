import { describe, expect, it } from 'vitest';
import { tableCsv } from './csv.ts';
import { cellText, columnTotal, csvColumns, shownColumns, type Column, type Columns } from './columns.ts';
import { INBOX_COLUMNS, staffTime, type InboxLine } from './inbox.ts';
import {
  CAMPAIGN_FIGURE_COLUMNS,
  WIDGET_FIGURE_COLUMNS,
  campaignLabel,
  monthColumn,
  type WidgetFiguresRow,
} from './partner-figures.ts';
import { PARTNER_REPORT_COLUMNS, type PartnerReportLine } from './partner-report.ts';
import {
  STATEMENT_CAMPAIGN,
  STATEMENT_COLUMNS,
  STATEMENT_COUNTS,
  STATEMENT_SITE,
  STATEMENT_TOTAL_COLUMNS,
  statementFileLines,
  statementFileName,
  statementTotals,
  type StatementLine,
} from './statement.ts';

const headers = <Row>(columns: Columns<Row>) => columns.map((column) => column.header);
const column = <Row>(columns: Columns<Row>, header: string): Column<Row> => {
  const found = columns.find((each) => each.header === header);
  if (!found) throw new Error(`no column ${header}`);
  return found;
};

describe('a table of figures declared once', () => {
  type Row = { a: string | null; n: number | null; yes: boolean | null };
  const TABLE: Columns<Row> = [
    { header: 'a', label: 'A', value: (row) => row.a },
    { header: 'n', label: 'N', value: (row) => row.n, format: (row) => `${row.n ?? 0} things` },
    { header: 'yes', label: 'Yes?', value: (row) => row.yes, only: 'table' },
    { header: 'raw', label: 'raw', value: (row) => row.a, only: 'csv' },
  ];

  it('splits into what the CSV carries and what a table shows', () => {
    expect(headers(csvColumns(TABLE))).toEqual(['a', 'n', 'raw']);
    expect(headers(shownColumns(TABLE))).toEqual(['a', 'n', 'yes']);
  });

  it('shows a cell through its format, else its value as text, a dash when empty, Yes or No for a flag', () => {
    const [a, n, yes] = TABLE as [Column<Row>, Column<Row>, Column<Row>];
    const row: Row = { a: 'pond', n: 3, yes: true };
    expect(cellText(a, row)).toBe('pond');
    expect(cellText(n, row)).toBe('3 things');
    expect(cellText(n, { ...row, n: null })).toBe('0 things');
    expect(cellText(yes, row)).toBe('Yes');
    expect(cellText(yes, { ...row, yes: false })).toBe('No');
    expect(cellText(yes, { ...row, yes: null })).toBe('—');
    expect(cellText(a, { ...row, a: '' })).toBe('—');
    expect(cellText(a, { ...row, a: null })).toBe('—');
    expect(cellText({ header: 'zero', label: 'Zero', value: () => 0 }, row)).toBe('0');
  });

  it('sums a column of counts, an empty cell counting nothing', () => {
    const n = TABLE[1]!;
    expect(columnTotal(n, [])).toBe(0);
    expect(
      columnTotal(n, [
        { a: null, n: 2, yes: null },
        { a: null, n: null, yes: null },
        { a: null, n: 40, yes: null },
      ]),
    ).toBe(42);
  });

  it('writes the CSV’s columns only, with their headers, every typed formula made inert', () => {
    expect(
      tableCsv(
        [
          { a: '=SUM(A1:A9)', n: 1, yes: true },
          { a: 'two, "quoted"', n: null, yes: false },
        ],
        TABLE,
      ),
    ).toBe('a,n,raw\n\'=SUM(A1:A9),1,\'=SUM(A1:A9)\n"two, ""quoted""",,"two, ""quoted"""\n');
    expect(tableCsv([], TABLE)).toBe('a,n,raw\n');
  });
});

const inboxLine: InboxLine = {
  id: '3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b',
  created_at: '2026-11-27T15:00:00Z',
  status: 'routed',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '512-555-0100',
  project_type: 'Koi Pond Construction',
  location: '78701',
  city: 'Austin',
  state: 'TX',
  message: 'A koi pond, 10 by 14 feet.\nSpring start.',
  contractor_name: 'Lotus Ponds',
  source: 'widget:pond-quote-form',
  partner: 'acme-ponds',
  campaign: 'spring-sale',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'april',
  page_origin: 'https://acme-ponds.com',
  request_origin: 'https://acme-ponds.com',
  builders: 3,
  withdrawn_at: null,
};

describe('staff’s inbox of quote requests', () => {
  it('shows the homeowner, the place and the source in one cell each, and the file keeps their parts', () => {
    expect(shownColumns(INBOX_COLUMNS).map((each) => each.label)).toEqual([
      'Received',
      'Status',
      'Homeowner',
      'Project',
      'Place',
      'Source',
      'Builders',
    ]);
    expect(headers(csvColumns(INBOX_COLUMNS))).toEqual([
      'received_at',
      'status',
      'name',
      'email',
      'phone',
      'project_type',
      'location',
      'city',
      'state',
      'message',
      'from_profile',
      'source',
      'partner',
      'campaign',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'claimed_origin',
      'recorded_origin',
      'builders',
      'withdrawn_at',
      'id',
    ]);
  });

  it('joins what it has of the homeowner, the place and the source', () => {
    const cell = (header: string, row: InboxLine) => cellText(column(INBOX_COLUMNS, header), row);
    expect(cell('homeowner', inboxLine)).toBe('Sam Rivera\nsam@example.com\n512-555-0100');
    expect(cell('homeowner', { ...inboxLine, phone: null })).toBe('Sam Rivera\nsam@example.com');
    expect(cell('place', inboxLine)).toBe('78701');
    expect(cell('place', { ...inboxLine, location: null })).toBe('Austin, TX');
    expect(cell('place', { ...inboxLine, location: null, city: null, state: null })).toBe('—');
    expect(cell('source', inboxLine)).toBe(
      'widget:pond-quote-form (partner acme-ponds) · campaign spring-sale',
    );
    expect(cell('source', { ...inboxLine, source: 'site', partner: null, campaign: null })).toBe('site');
    expect(cell('builders', { ...inboxLine, builders: 0 })).toBe('0');
    expect(cell('builders', { ...inboxLine, builders: null })).toBe('—');
    // A joined cell's value is its leading part: the homeowner's name, the place as one text.
    expect(column(INBOX_COLUMNS, 'homeowner').value(inboxLine)).toBe('Sam Rivera');
    expect(column(INBOX_COLUMNS, 'place').value({ ...inboxLine, location: ' ' })).toBe('Austin, TX');
  });

  it('shows when a request came in staff’s own time, a dash for none', () => {
    expect(staffTime(null)).toBe('—');
    // Whatever the zone, the day is within one of the 27th and the minutes stay whole hours.
    expect(staffTime('2026-11-27T15:00:00Z')).toMatch(/^11\/2[678]\/2026, \d{1,2}:00:00\s[AP]M$/);
    expect(cellText(column(INBOX_COLUMNS, 'received_at'), inboxLine)).toBe(staffTime(inboxLine.created_at));
  });

  it('exports each request as one CSV record, its time as stored', () => {
    const [head, ...records] = tableCsv([inboxLine], INBOX_COLUMNS).split('\n');
    expect(head).toBe(headers(csvColumns(INBOX_COLUMNS)).join(','));
    expect(records.join('\n')).toBe(
      '2026-11-27T15:00:00Z,routed,Sam Rivera,sam@example.com,512-555-0100,Koi Pond Construction,78701,Austin,TX,' +
        '"A koi pond, 10 by 14 feet.\nSpring start.",Lotus Ponds,widget:pond-quote-form,acme-ponds,spring-sale,' +
        'newsletter,email,april,https://acme-ponds.com,https://acme-ponds.com,3,,3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b\n',
    );
  });

  it('keeps a homeowner’s typed formula from running in a spreadsheet', () => {
    const csv = tableCsv(
      [{ ...inboxLine, name: '=HYPERLINK("http://x")', phone: '+1 512 555 0100' }],
      INBOX_COLUMNS,
    );
    expect(csv).toContain(',"\'=HYPERLINK(""http://x"")",');
    expect(csv).toContain(",'+1 512 555 0100,");
  });
});

const widgetRow: WidgetFiguresRow = {
  month: '2026-11-01',
  widget: 'pond-quote-form',
  loads: 120,
  loads_elsewhere: 40,
  requests: 3,
  confirmed_requests: 2,
  reached_builders: 2,
  withdrawn: 1,
  plans: 4,
  unattributed_requests: 1,
  unattributed_plans: 0,
};

describe('a partner’s figures', () => {
  it('names a month as people read it, and keeps its first day in the file', () => {
    const month = monthColumn<{ month: string | null }>();
    expect(month.value({ month: '2026-11-01' })).toBe('2026-11-01');
    expect(cellText(month, { month: '2026-11-01' })).toBe('November 2026');
    expect(cellText(month, { month: null })).toBe('—');
  });

  it('labels the widget table’s columns as the dashboard heads them', () => {
    expect(shownColumns(WIDGET_FIGURE_COLUMNS).map((each) => each.label)).toEqual([
      'Month',
      'Widget',
      'Loads on your sites',
      'Loads elsewhere',
      'Quote requests (attributed)',
      'Confirmed',
      'Reached builders',
      'Withdrawn',
      'Plans',
      'Unattributed requests',
      'Unattributed plans',
    ]);
    expect(shownColumns(WIDGET_FIGURE_COLUMNS).map((each) => cellText(each, widgetRow))).toEqual([
      'November 2026',
      'pond-quote-form',
      '120',
      '40',
      '3',
      '2',
      '2',
      '1',
      '4',
      '1',
      '0',
    ]);
  });

  it('shows a campaign by its name and UTM values in one cell, and files each part apart', () => {
    const utm = { campaign: null, utm_source: null, utm_medium: null, utm_campaign: null };
    expect(campaignLabel({ ...utm, campaign: 'spring-sale' })).toBe('spring-sale');
    expect(campaignLabel({ ...utm, campaign: 'spring-sale', utm_source: 'news', utm_medium: 'email' })).toBe(
      'spring-sale · utm news / email',
    );
    expect(campaignLabel({ ...utm, utm_campaign: 'april' })).toBe('utm april');
    expect(campaignLabel(utm)).toBe('—');
    expect(headers(shownColumns(CAMPAIGN_FIGURE_COLUMNS)).slice(0, 2)).toEqual(['month', 'campaign']);
    expect(headers(csvColumns(CAMPAIGN_FIGURE_COLUMNS)).slice(0, 5)).toEqual([
      'month',
      'campaign',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
    const row = { ...widgetRow, ...utm, campaign: 'spring-sale', utm_source: 'news' };
    expect(cellText(column(CAMPAIGN_FIGURE_COLUMNS, 'campaign'), row)).toBe('spring-sale · utm news');
    expect(tableCsv([row], CAMPAIGN_FIGURE_COLUMNS).split('\n')[1]).toBe(
      '2026-11-01,spring-sale,news,,,3,2,2,1,4,1,0',
    );
  });
});

describe('staff’s partner report', () => {
  const line: PartnerReportLine = {
    partner: 'acme-ponds',
    month: '2026-11-01',
    campaign: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    claimed_origin: 'https://acme-ponds.com',
    recorded_origin: 'https://acme-ponds.com',
    attributed: true,
    requests: 5,
    confirmed: 3,
    routed: 4,
  };
  const shown = (row: PartnerReportLine) =>
    shownColumns(PARTNER_REPORT_COLUMNS).map((each) => cellText(each, row));

  it('shows the origin the widget claimed beside the one recorded, and says when they differ', () => {
    expect(shown(line)).toEqual([
      'acme-ponds',
      'November 2026',
      '—',
      'https://acme-ponds.com',
      'https://acme-ponds.com',
      'Yes',
      '5',
      '3',
      '4',
    ]);
    const forged = { ...line, recorded_origin: 'https://copycat.example', attributed: false };
    expect(shown(forged).slice(3, 6)).toEqual([
      'https://acme-ponds.com',
      'https://copycat.example (differs)',
      'No',
    ]);
    expect(column(PARTNER_REPORT_COLUMNS, 'recorded_origin').value(forged)).toBe('https://copycat.example');
    expect(
      cellText(column(PARTNER_REPORT_COLUMNS, 'recorded_origin'), { ...line, recorded_origin: null }),
    ).toBe('— (differs)');
    expect(
      cellText(column(PARTNER_REPORT_COLUMNS, 'recorded_origin'), {
        ...line,
        claimed_origin: null,
        recorded_origin: null,
      }),
    ).toBe('—');
  });

  it('heads the routed count as sent to builders', () => {
    expect(column(PARTNER_REPORT_COLUMNS, 'sent_to_builders').label).toBe('Sent to builders');
    expect(column(PARTNER_REPORT_COLUMNS, 'sent_to_builders').value(line)).toBe(4);
  });
});

describe('a partner’s monthly statement', () => {
  const proven: StatementLine = {
    site: 'https://acme-ponds.com',
    attributed: true,
    campaign: null,
    loads: 1,
    requests: 1_200,
    confirmed: 2,
    reached_builders: 2,
    withdrawn: 0,
    plans: 1,
  };
  const campaign: StatementLine = { ...proven, campaign: 'spring-sale', loads: 30, requests: 1, plans: 0 };
  const elsewhere: StatementLine = {
    site: 'elsewhere',
    attributed: false,
    campaign: null,
    loads: 12,
    requests: 1,
    confirmed: 0,
    reached_builders: 0,
    withdrawn: 0,
    plans: 2,
  };

  it('says a line’s counts in words, in the mail’s order', () => {
    expect(STATEMENT_COUNTS.map((each) => cellText(each, proven))).toEqual([
      '1 load',
      '1,200 requests',
      '2 confirmed',
      '2 reached builders',
      '0 withdrawn',
      '1 plan',
    ]);
    expect(STATEMENT_COUNTS.map((each) => cellText(each, elsewhere))[5]).toBe('2 plans');
  });

  it('names a proven site, puts the rest on one line, and says each line’s campaign', () => {
    expect(cellText(STATEMENT_SITE, proven)).toBe('https://acme-ponds.com');
    expect(cellText(STATEMENT_SITE, elsewhere)).toBe('Elsewhere (not one of your proven sites)');
    expect(cellText(STATEMENT_CAMPAIGN, campaign)).toBe('campaign spring-sale');
    expect(cellText(STATEMENT_CAMPAIGN, proven)).toBe('no campaign');
  });

  it('files its lines under their month, in a file named for the partner and month', () => {
    const lines = statementFileLines('2026-10-01', [proven, campaign, elsewhere]);
    expect(lines.map((each) => each.month)).toEqual(['2026-10', '2026-10', '2026-10']);
    expect(lines[1]).toEqual({ month: '2026-10', ...campaign });
    expect(statementFileName('acme-ponds', '2026-10-01')).toBe('pond-statement-acme-ponds-2026-10.csv');
    expect(statementFileName('acme-ponds', '2026-10')).toBe('pond-statement-acme-ponds-2026-10.csv');
    expect(tableCsv(lines, STATEMENT_COLUMNS)).toBe(
      [
        'month,site,attributed,campaign,widget_loads,requests,confirmed,reached_builders,withdrawn,plans',
        '2026-10,https://acme-ponds.com,yes,,1,1200,2,2,0,1',
        '2026-10,https://acme-ponds.com,yes,spring-sale,30,1,2,2,0,0',
        '2026-10,elsewhere,no,,12,1,0,0,0,2',
        '',
      ].join('\n'),
    );
  });

  it('totals the month as the dashboard counts it: proven sites’ figures, and what came from elsewhere apart', () => {
    const totals = statementTotals([proven, campaign, elsewhere]);
    expect(totals).toEqual({
      month: null,
      widget: null,
      loads: 31,
      loads_elsewhere: 12,
      requests: 1_201,
      confirmed_requests: 4,
      reached_builders: 4,
      withdrawn: 0,
      plans: 1,
      unattributed_requests: 1,
      unattributed_plans: 2,
    });
    expect(statementTotals([])).toMatchObject({ loads: 0, loads_elsewhere: 0, requests: 0, plans: 0 });
    expect(STATEMENT_TOTAL_COLUMNS.map((each) => `${each.label}: ${cellText(each, totals)}`)).toEqual([
      'Loads on your sites: 31',
      'Loads elsewhere: 12',
      'Quote requests (attributed): 1201',
      'Confirmed: 4',
      'Reached builders: 4',
      'Withdrawn: 0',
      'Plans: 1',
      'Unattributed requests: 1',
      'Unattributed plans: 2',
    ]);
  });
});
