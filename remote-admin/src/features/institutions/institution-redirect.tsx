/**
 * The `/institution-…` spellings: each redirects to the
 * same screen in the contract's spelling, keeping its id, query and hash, and replacing the entry
 * so Back does not return to the redirect.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { contractSpelling } from './institution-paths';

export default function InstitutionRedirect() {
  const location = useLocation();
  const { search, hash } = location;
  return <Navigate replace to={{ pathname: contractSpelling(location.pathname), search, hash }} />;
}
