// The endpoint map of /api/v1: every call once, grouped as the api-client offers them
// (`api.questions.get`). docs/architecture.md#the-endpoint-map says how to add a call.
import { account, userInformations } from './account';
import { columns, plainJapaneseHints } from './columns';
import { comments } from './comments';
import { crowdfundingSupporters } from './crowdfunding-supporters';
import { expertInfos } from './expert-infos';
import { columnFavorites, questionFavorites } from './favorites';
import { userLikeComments, userLikeQuestions } from './likes';
import { helpLines, reports, reviews, watchedWords } from './moderation';
import { follows, notificationSettings, notifications } from './notifications';
import { payments } from './payments';
import { questions } from './questions';
import { readings } from './readings';
import { replies } from './replies';
import { search, searchWords } from './search';
import { admin, auth, contacts, health } from './site';
import { categories, tags } from './taxonomy';
import { users } from './users';

export const endpoints = {
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
  plainJapaneseHints,
  columnFavorites,
  payments,
  crowdfundingSupporters,
  reports,
  reviews,
  watchedWords,
  helpLines,
  notifications,
  notificationSettings,
  follows,
  readings,
  search,
  searchWords,
  health,
};

export type Endpoints = typeof endpoints;
export type GroupName = keyof Endpoints;
export { callUrl } from '../endpoint';
export type { Access, Answer, Endpoint, EndpointGroup, ReadEndpoint, WriteEndpoint } from '../endpoint';
