// mf_expert's ./App: the expert area's routes (absolute paths), each page loaded on first visit only.
import { lazy, Suspense } from 'react';
import { Route, Routes, LoadingState, NotFoundPage } from '@hiroba/shared-ui';

const ExpertHomePage = lazy(() => import('./features/expert-home/pages/expert-home-page'));
const ExpertEditInfoPage = lazy(() => import('./features/expert-profile/pages/expert-edit-info-page'));
const MyExpertCommentPage = lazy(() => import('./features/expert-activity/pages/my-expert-comment-page'));
const MyExpertQuestionPage = lazy(() => import('./features/expert-activity/pages/my-expert-question-page'));

export default function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/my-page-expert" element={<ExpertHomePage />} />
        <Route path="/my-page-expert/edit-info" element={<ExpertEditInfoPage />} />
        <Route path="/my-page-expert/my-expert-comment" element={<MyExpertCommentPage />} />
        <Route path="/my-page-expert/my-expert-question" element={<MyExpertQuestionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
