// The client's calls, one function per call (docs/product.md#calls), grouped by resource.
import * as account from './endpoints/account';
import * as admin from './endpoints/admin';
import * as auth from './endpoints/auth';
import * as categories from './endpoints/categories';
import * as columnFavorites from './endpoints/column-favorites';
import * as columns from './endpoints/columns';
import * as comments from './endpoints/comments';
import * as contacts from './endpoints/contacts';
import * as crowdfundingSupporters from './endpoints/crowdfunding-supporters';
import * as expertInfos from './endpoints/expert-infos';
import * as payments from './endpoints/payments';
import * as questionFavorites from './endpoints/question-favorites';
import * as questions from './endpoints/questions';
import * as replies from './endpoints/replies';
import * as tags from './endpoints/tags';
import * as userInformations from './endpoints/user-informations';
import * as userLikeComments from './endpoints/user-like-comments';
import * as userLikeQuestions from './endpoints/user-like-questions';
import * as users from './endpoints/users';

/** One function per call (docs/product.md#calls): `api.users.signUp(body)`, `api.tags.list(query)`. */
export const api = {
  users,
  admin,
  account,
  auth,
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
};
