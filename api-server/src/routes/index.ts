// Every route file: each exports one route file per group of the endpoint map
// (@hiroba/contract/endpoints), named as the group, and the type makes a missing group, or a missing
// call in a group, a compile error.
import type { RouteFiles } from '../http/endpoint-routes';
import * as account from './account';
import * as columns from './columns';
import * as comments from './comments';
import * as supporters from './crowdfunding-supporters';
import * as experts from './expert-infos';
import * as follows from './follows';
import * as moderation from './moderation';
import * as notificationSettings from './notification-settings';
import * as notifications from './notifications';
import * as payments from './payments';
import * as questions from './questions';
import * as reactions from './reactions';
import * as readings from './readings';
import * as search from './search';
import * as site from './site';
import * as taxonomy from './taxonomy';
import * as users from './users';

export const routeFiles: RouteFiles = { ...account, ...columns, ...comments, ...supporters, ...experts, ...follows, ...moderation, ...notifications, ...notificationSettings, ...payments, ...questions, ...reactions, ...readings, ...search, ...site, ...taxonomy, ...users };
