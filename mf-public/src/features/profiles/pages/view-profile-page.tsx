import { useParams } from 'react-router-dom';
import { NotFoundPage, parseId } from '@hiroba/shared-ui';
import { UserProfile } from '../components/user-profile';

/** /view-profile/user/{userId}. Expert profiles live at /list-of-experts/{id}. */
export default function ViewProfilePage() {
  const { type, id } = useParams();
  const userId = parseId(id);
  if (type !== 'user' || userId === null) return <NotFoundPage />;
  return <UserProfile key={userId} userId={userId} />;
}
