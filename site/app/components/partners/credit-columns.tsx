// The credit columns both of the dashboard's figure tables show (by widget and by campaign), in one
// order: verified requests, how far they got, plans, and the unverified ones counted apart.

interface CreditCounts {
  requests: number | null;
  reached_builders: number | null;
  withdrawn: number | null;
  plans: number | null;
  unverified_requests: number | null;
  unverified_plans: number | null;
}

export function CreditHeadings() {
  return (
    <>
      <th>Quote requests (verified)</th>
      <th>Reached builders</th>
      <th>Withdrawn</th>
      <th>Plans</th>
      <th>Unverified requests</th>
      <th>Unverified plans</th>
    </>
  );
}

export function CreditCells({ row }: { row: CreditCounts }) {
  return (
    <>
      <td>{row.requests}</td>
      <td>{row.reached_builders}</td>
      <td>{row.withdrawn}</td>
      <td>{row.plans}</td>
      <td>{row.unverified_requests}</td>
      <td>{row.unverified_plans}</td>
    </>
  );
}
