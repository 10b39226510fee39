import { Navigate } from 'react-router';

/** Issue 25: the console opens on the marketplace's health. */
export default function OperatorHomePage() {
  return <Navigate to="/operator/health" replace />;
}
