import { IMPORT_TOASTS, TOAST_DURATION_MS } from '@pond/core';
import { parseImportJson, validateImportRecords, type ImportRowFailure } from '@pond/core/import-record';
import { importContractors, type ImportReport, type PondClient } from '@pond/supabase';
import { Button, Card, TextAreaField, theme, useToast } from '@pond/ui';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';

const TOAST_MS = TOAST_DURATION_MS.import;

const Tool = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  textarea {
    min-height: 16rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${theme.size.sm};
  }
  h2,
  h3 {
    margin: 0 0 ${theme.space.sm};
  }
  ul {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
`;
const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-weight: 600;
`;

function RowProblems({ failed }: { failed: ImportRowFailure[] }) {
  if (failed.length === 0) return null;
  return (
    <ul>
      {failed.map((failure) => (
        <li key={failure.row}>
          Row {failure.row}: {failure.reasons.join('; ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * Staff import (spec §2.16, §4, §5, §8): a JSON array in the textarea (or a JSON or CSV file loaded
 * into it), a preview of every row's problems while typing (nothing written), then 'Import
 * Contractors' through the same importContractors as the CLI. The database's row-level security,
 * not this page, decides who may write.
 */
export function ContractorImport({ client }: { client: PondClient }) {
  const toast = useToast();
  const id = useId();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { isSubmitting: importing },
  } = useForm({ defaultValues: { contractors: '' } });
  const text = useWatch({ control, name: 'contractors' });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  // New text is a new import: the last results no longer describe it.
  const edit = (next: string) => {
    setValue('contractors', next);
    setReport(null);
  };

  // The preview is the dry run: the same checks, written nowhere, following the text as it changes.
  const typed = useDeferredValue(text);
  const preview = useMemo(() => {
    if (!typed.trim()) return null;
    const parsed = parseImportJson(typed);
    if (!parsed.ok) return { error: parsed.error } as const;
    const { valid, failed } = validateImportRecords(parsed.records);
    return { rows: parsed.records.length, valid: valid.length, failed } as const;
  }, [typed]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) loads it again.
    input.value = '';
    setFileProblem(null);
    if (!file) return;
    try {
      const content = await file.text();
      if (!file.name.toLowerCase().endsWith('.csv')) return edit(content);
      const { parseImportCsv } = await import('@pond/supabase/import-csv');
      const parsed = parseImportCsv(content);
      if (parsed.ok) edit(JSON.stringify(parsed.records, null, 2));
      else setFileProblem(parsed.error);
    } catch (error) {
      setFileProblem(
        `${file.name} could not be read (${(error as Error).message}). Choose the file again, or paste its contents.`,
      );
    }
  };

  const onImport = handleSubmit(async ({ contractors }) => {
    const parsed = parseImportJson(contractors);
    if (!parsed.ok) {
      toast({ ...IMPORT_TOASTS.failed(parsed.error), variant: 'destructive', durationMs: TOAST_MS });
      return;
    }
    setReport(null);
    try {
      const result = await importContractors(client, parsed.records);
      setReport(result);
      const done = IMPORT_TOASTS.complete(result.inserted + result.updated, result.failed.length);
      toast({ ...done, variant: done.destructive ? 'destructive' : 'success', durationMs: TOAST_MS });
    } catch (error) {
      toast({
        ...IMPORT_TOASTS.failed((error as Error).message),
        variant: 'destructive',
        durationMs: TOAST_MS,
      });
    }
  });

  return (
    <Tool>
      <Card as="form" onSubmit={onImport} aria-label="Import contractors">
        <TextAreaField
          label="Contractors (a JSON array of contractor objects)"
          hint='For example [{"name": "Blue Lagoon Ponds", "city": "Austin", "state": "TX", "phone": "(512) 555-0100"}]. Name, city and state are required; email is where chosen requests are mailed; ids are ignored.'
          spellCheck={false}
          {...register('contractors', { onChange: () => setReport(null) })}
        />
        <p>
          <label htmlFor={`${id}-file`}>
            Or load a JSON or CSV file (CSV: a header row of field names):{' '}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            onChange={onFile}
          />
        </p>
        {fileProblem ? <Problem role="alert">{fileProblem}</Problem> : null}
        <Actions>
          <Button type="submit" disabled={!text.trim() || importing}>
            {importing ? 'Importing...' : 'Import Contractors'}
          </Button>
        </Actions>
      </Card>

      {preview && !report ? (
        <section aria-labelledby={`${id}-preview`} aria-live="polite">
          <h2 id={`${id}-preview`}>Preview (nothing written yet)</h2>
          {'error' in preview ? (
            <Problem>{preview.error}</Problem>
          ) : (
            <>
              <p>
                {preview.rows} rows: {preview.valid} ready to import, {preview.failed.length} with problems.
              </p>
              <RowProblems failed={preview.failed} />
            </>
          )}
        </section>
      ) : null}

      {report ? (
        <section aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>Results</h2>
          <ul>
            <li>{report.inserted} added</li>
            <li>{report.updated} updated (same name, city and state as a listed contractor)</li>
            <li>{report.failed.length} failed</li>
          </ul>
          <RowProblems failed={report.failed} />
        </section>
      ) : null}
    </Tool>
  );
}
