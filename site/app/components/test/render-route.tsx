import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';

/**
 * Renders a component as the page at `path` would (a real data router: Form, Link and useNavigation
 * work), and records what its forms post and where GET forms and links go.
 */
export function renderAt(path: string, element: ReactElement) {
  const posted: Record<string, string>[] = [];
  const visited: string[] = [];
  const Page = () => element;
  const Stub = createRoutesStub([
    {
      path: path.split('?')[0]!,
      Component: Page,
      loader: ({ request }) => {
        visited.push(new URL(request.url).pathname + new URL(request.url).search);
        return null;
      },
      action: async ({ request }) => {
        posted.push(Object.fromEntries([...(await request.formData())].map(([k, v]) => [k, String(v)])));
        return null;
      },
    },
    {
      path: '*',
      Component: () => null,
      loader: ({ request }) => (visited.push(new URL(request.url).pathname), null),
    },
  ]);
  return { ...render(<Stub initialEntries={[path]} />), posted, visited };
}
