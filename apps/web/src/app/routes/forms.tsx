import { Navigate } from 'react-router';

/** /forms is spec 02's older constant: it leads to the legal forms of the AI tools. */
export function Component() {
  return <Navigate to="/ai-tools/legal-forms" replace />;
}
