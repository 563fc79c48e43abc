// mf_member's ./App: the member area's routes (absolute paths), each page loaded on first visit only.
import { lazy, Suspense } from 'react';
import { Route, Routes, LoadingState, NotFoundPage } from '@hiroba/shared-ui';

const MyPagePage = lazy(() => import('./features/my-page/pages/my-page-page'));
const EditInfoPage = lazy(() => import('./features/account/pages/edit-info-page'));
const FavoriteListPage = lazy(() => import('./features/activity/pages/favorite-list-page'));
const MyAnswerPage = lazy(() => import('./features/activity/pages/my-answer-page'));
const MyQuestionPage = lazy(() => import('./features/activity/pages/my-question-page'));
const PostQuestionPage = lazy(() => import('./features/question-posting/pages/post-question-page'));
const QuestionCompletePage = lazy(() => import('./features/question-posting/pages/question-complete-page'));
const EditQuestionPage = lazy(() => import('./features/question-posting/pages/edit-question-page'));
const PaymentInfoPage = lazy(() => import('./features/payment/pages/payment-info-page'));
const EditPaymentInfoPage = lazy(() => import('./features/payment/pages/edit-payment-info-page'));
const PaidMemberRegisterPage = lazy(() => import('./features/paid-register/pages/paid-member-register-page'));
const CompletePage = lazy(() => import('./features/paid-register/pages/complete-page'));
const FullRegisterPage = lazy(() => import('./features/paid-register/pages/full-register-page'));

export default function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/my-page" element={<MyPagePage />} />
        <Route path="/my-page/edit-info" element={<EditInfoPage />} />
        <Route path="/my-page/edit-payment-info" element={<EditPaymentInfoPage />} />
        <Route path="/my-page/favorite-list" element={<FavoriteListPage />} />
        <Route path="/my-page/my-answer" element={<MyAnswerPage />} />
        <Route path="/my-page/my-question" element={<MyQuestionPage />} />
        <Route path="/my-page/payment-info" element={<PaymentInfoPage />} />
        <Route path="/my-page/post-question" element={<PostQuestionPage />} />
        <Route path="/my-page/post-question/question-complete" element={<QuestionCompletePage />} />
        <Route path="/my-page/edit-question/:id?" element={<EditQuestionPage />} />
        <Route path="/paid-member-register" element={<PaidMemberRegisterPage />} />
        <Route path="/paid-member-register/complete" element={<CompletePage />} />
        <Route path="/paid-member-register/full-register" element={<FullRegisterPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
