import { Navigate } from 'react-router';
import { homePathOf } from '../features/auth/session';
import { useSession } from '../features/auth/use-session';

/** The root index sends each role home: buyer → /buyer/homepage, supplier → /supplier/overview, else /landing. */
export default function IndexPage() {
  const { role } = useSession();
  if (role === undefined) return null;
  return <Navigate to={homePathOf(role)} replace />;
}
