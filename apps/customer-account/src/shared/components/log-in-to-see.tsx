import { Link } from 'react-router-dom';

/** What a signed-out visitor reads on a page of their own things (orders, tiffins): a link to log in. */
export function LogInToSee({ what }: { what: string }) {
  return (
    <>
      Please <Link to="/login">log in</Link> to see {what}.
    </>
  );
}
