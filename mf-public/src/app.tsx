import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Route, Routes, LoadingState, NotFoundPage } from '@hiroba/shared-ui';

// Every page is its own chunk, so a first visit downloads only the page it opens.
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Page = lazy(() => load().then((m) => ({ default: pick(m) })));
  return <Page />;
}

const routes: Array<[string, ReactElement]> = [
  ['/', page(() => import('./features/home/pages/top-page'), (m) => m.TopPage)],
  ['/about', page(() => import('./features/info/pages/about-page'), (m) => m.AboutPage)],
  ['/contact', page(() => import('./features/contact/pages/contact-page'), (m) => m.ContactPage)],
  ['/login', page(() => import('./features/auth/pages/login-page'), (m) => m.LoginPage)],
  ['/forgot-password', page(() => import('./features/auth/pages/forgot-password-page'), (m) => m.ForgotPasswordPage)],
  ['/sign-up-intro', page(() => import('./features/sign-up/pages/sign-up-intro-page'), (m) => m.SignUpIntroPage)],
  ['/free-member-register', page(() => import('./features/sign-up/pages/free-member-register-page'), (m) => m.FreeMemberRegisterPage)],
  ['/free-member-register/complete', page(() => import('./features/sign-up/pages/free-member-register-complete-page'), (m) => m.FreeMemberRegisterCompletePage)],
  ['/become-an-expert', page(() => import('./features/experts/pages/become-an-expert-page'), (m) => m.BecomeAnExpertPage)],
  ['/list-of-experts', page(() => import('./features/experts/pages/expert-list-page'), (m) => m.ExpertListPage)],
  ['/list-of-experts/:expertInfoId', page(() => import('./features/experts/pages/expert-detail-page'), (m) => m.ExpertDetailPage)],
  ['/privacy-policy', page(() => import('./features/legal/pages/privacy-policy-page'), (m) => m.PrivacyPolicyPage)],
  ['/specific-trade-law', page(() => import('./features/legal/pages/specific-trade-law-page'), (m) => m.SpecificTradeLawPage)],
  ['/terms-of-service', page(() => import('./features/legal/pages/terms-of-service-page'), (m) => m.TermsOfServicePage)],
  ['/unsubscribed', page(() => import('./features/farewell/pages/unsubscribed-page'), (m) => m.UnsubscribedPage)],
  ['/withdrawal-complete', page(() => import('./features/farewell/pages/withdrawal-complete-page'), (m) => m.WithdrawalCompletePage)],
  ['/list-of-crowdfunding-supporters', page(() => import('./features/info/pages/crowdfunding-supporters-page'), (m) => m.CrowdfundingSupportersPage)],
  ['/search/:search?', page(() => import('./features/search/pages/search-page'), (m) => m.SearchPage)],
  ['/public_profile/:id?/:name?', page(() => import('./features/profiles/pages/public-profile-page'), (m) => m.PublicProfilePage)],
  ['/view-profile/:type?/:id?', page(() => import('./features/profiles/pages/view-profile-page'), (m) => m.ViewProfilePage)],
  ['/column', page(() => import('./features/columns/pages/column-list-page'), (m) => m.ColumnListPage)],
  ['/column/column-detail/:id?', page(() => import('./features/columns/pages/column-detail-page'), (m) => m.ColumnDetailPage)],
  ['/column/search/:search?', page(() => import('./features/columns/pages/column-search-page'), (m) => m.ColumnSearchPage)],
  ['/column/:category', page(() => import('./features/columns/pages/column-category-page'), (m) => m.ColumnCategoryPage)],
  ['/question-and-answer', page(() => import('./features/questions/pages/question-list-page'), (m) => m.QuestionListPage)],
  ['/question-and-answer/search/:search?', page(() => import('./features/questions/pages/question-search-page'), (m) => m.QuestionSearchPage)],
  ['/question-and-answer/:type', page(() => import('./features/questions/pages/question-type-page'), (m) => m.QuestionTypePage)],
  ['/question-and-answer/:type/:id', page(() => import('./features/questions/pages/question-detail-page'), (m) => m.QuestionDetailPage)],
];

/** mf_public's exposed ./App: absolute paths, mounted by the shell under its catch-all route. */
export default function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routes.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/** The paths this remote serves; a test keeps them equal to shell/src/route-table.json. */
export const publicPaths = routes.map(([path]) => path);
