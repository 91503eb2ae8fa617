// The credit columns both of the dashboard's figure tables show (by widget and by campaign), in one
// order: attributed requests, how many were confirmed, how far they got, plans, and the unattributed
// ones counted apart.

interface CreditCounts {
  requests: number | null;
  confirmed_requests: number | null;
  reached_builders: number | null;
  withdrawn: number | null;
  plans: number | null;
  unattributed_requests: number | null;
  unattributed_plans: number | null;
}

export function CreditHeadings() {
  return (
    <>
      <th>Quote requests (attributed)</th>
      <th>Confirmed</th>
      <th>Reached builders</th>
      <th>Withdrawn</th>
      <th>Plans</th>
      <th>Unattributed requests</th>
      <th>Unattributed plans</th>
    </>
  );
}

export function CreditCells({ row }: { row: CreditCounts }) {
  return (
    <>
      <td>{row.requests}</td>
      <td>{row.confirmed_requests}</td>
      <td>{row.reached_builders}</td>
      <td>{row.withdrawn}</td>
      <td>{row.plans}</td>
      <td>{row.unattributed_requests}</td>
      <td>{row.unattributed_plans}</td>
    </>
  );
}
