import { Link } from 'react-router-dom';
import { useT } from '../messages';

/** What a signed-out visitor reads on a page of their own things (orders, tiffins): a link to log in. */
export function LogInToSee({ what }: { what: 'orders' | 'tiffins' }) {
  const t = useT();
  // one sentence with the link inside it: each language puts "log in" where its grammar wants it
  return <>{t.rich(what === 'orders' ? 'logInToSee.orders' : 'logInToSee.tiffins', { login: (text) => <Link to="/login">{text}</Link> })}</>;
}
