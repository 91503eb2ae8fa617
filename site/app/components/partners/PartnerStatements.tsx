import { formatMonth, statementFileName } from '@pond/core';
import { loadStatementLines } from '@pond/supabase';
import { Button } from '@pond/ui';
import { useState } from 'react';
import { partnerSession } from '../../lib/partner-session.client.ts';

/**
 * The statements a partner was mailed, month by month, each downloadable again: the same file, byte
 * for byte, as the one its mail carried (both are written from @pond/core's STATEMENT_COLUMNS).
 */
export function PartnerStatements({ partnerId, months }: { partnerId: string; months: readonly string[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async (month: string) => {
    setProblem(null);
    try {
      const session = await partnerSession();
      if (session.status !== 'partner') throw new Error('Sign in again as a partner to download it.');
      // The CSV writer loads on the click: no page pays for it before.
      const [lines, { statementCsv, saveCsv }] = await Promise.all([
        loadStatementLines(session.client, month),
        import('../../downloads/partner-figures-csv.ts'),
      ]);
      saveCsv(statementCsv(month, lines), statementFileName(partnerId, month));
    } catch (failure) {
      setProblem((failure as Error).message);
    }
  };
  return (
    <section aria-labelledby="statements-heading">
      <h2 id="statements-heading">Monthly statements</h2>
      {months.length === 0 ? (
        <p>Your first statement is mailed on the first of next month, with last month’s figures.</p>
      ) : (
        <ul>
          {months.map((month) => (
            <li key={month}>
              <Button type="button" $variant="secondary" onClick={() => download(month)}>
                Download the {formatMonth(month)} statement (CSV)
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
