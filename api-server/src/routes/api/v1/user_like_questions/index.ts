import { likeRoutes } from '../../../../http/like-routes';

export default likeRoutes('question');
