import { MomentsScreen } from './moments-screen.tsx';

/** Route /moments: the Moments tab's feed as a page. */
export function MomentsPage() {
  return <MomentsScreen asPage />;
}
