import { useParams } from 'react-router-dom';
import { NotFoundPage, parseId } from '@hiroba/shared-ui';
import { UserProfile } from '../components/user-profile';

/** /public_profile/{userId}/{name}: the name part only makes the link readable, the id decides. */
export default function PublicProfilePage() {
  const userId = parseId(useParams().id);
  if (userId === null) return <NotFoundPage />;
  return <UserProfile key={userId} userId={userId} />;
}
