// Every route file, one per group of the endpoint map (@hiroba/contract/endpoints): the type makes a
// missing group, or a missing call in a group, a compile error.
import type { RouteFiles } from '../http/endpoint-routes';
import { account, userInformations } from './account';
import columns from './columns';
import { comments, replies } from './comments';
import crowdfundingSupporters from './crowdfunding-supporters';
import expertInfos from './expert-infos';
import payments from './payments';
import questions from './questions';
import { columnFavorites, questionFavorites, userLikeComments, userLikeQuestions } from './reactions';
import { admin, auth, contacts, health } from './site';
import { categories, tags } from './taxonomy';
import users from './users';

export const routeFiles: RouteFiles = {
  users,
  account,
  auth,
  admin,
  userInformations,
  tags,
  categories,
  contacts,
  questions,
  comments,
  replies,
  questionFavorites,
  userLikeQuestions,
  userLikeComments,
  expertInfos,
  columns,
  columnFavorites,
  payments,
  crowdfundingSupporters,
  health,
};
