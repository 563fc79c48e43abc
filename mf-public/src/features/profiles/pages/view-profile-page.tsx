import { useParams } from 'react-router-dom';
import { NotFoundPage, parseId } from '@hiroba/shared-ui';
import { ExpertProfileRedirect } from '../components/expert-profile-redirect';
import { UserProfile } from '../components/user-profile';

/**
 * /view-profile/user/{userId}: a member's public profile. /view-profile/expert/{expertInfoId} leads
 * to the expert's page (/list-of-experts/{id}); any other type is a 404.
 */
export default function ViewProfilePage() {
  const { type, id } = useParams();
  const parsed = parseId(id);
  if (parsed === null) return <NotFoundPage />;
  if (type === 'user') return <UserProfile key={parsed} userId={parsed} />;
  if (type === 'expert') return <ExpertProfileRedirect expertInfoId={parsed} />;
  return <NotFoundPage />;
}
