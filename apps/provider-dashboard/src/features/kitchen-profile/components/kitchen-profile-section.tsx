import { Link } from 'react-router-dom';
import { paths } from '@thali/contract';

/**
 * Placeholder for the kitchen engineer's Kitchen profile section (issue 39), which replaces this file: until then
 * the kitchen's details are edited where they are today, on My Profile.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the real section reads the kitchen's listing by its id
export function KitchenProfileSection({ providerId }: { providerId: string }) {
  return (
    <section aria-labelledby="kitchen-profile-heading">
      <h2 id="kitchen-profile-heading">Kitchen profile</h2>
      <p>
        Your kitchen’s name, phone, address and picture are on <Link to={paths.profile()}>My Profile</Link>.
      </p>
    </section>
  );
}
