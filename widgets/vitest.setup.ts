// Testing Library's DOM matchers (toBeVisible, toHaveTextContent …) for every test of this package.
import '@testing-library/jest-dom/vitest';
